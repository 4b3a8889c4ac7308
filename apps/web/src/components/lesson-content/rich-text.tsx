import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ContentLinkWindow, type OpenedLink, openedLinkOf } from './content-link-windows';
import { highlightTerms } from './sanitize';
import { useTerms } from './terms-context';

interface OpenTerm {
  termId: string;
  top: number;
  left: number;
  pinned: boolean;
}

interface RichTextProps {
  html: string;
  /** A key unique in the page (e.g. `row:<id>:question`): the first text holding a term keeps it. */
  owner: string;
  id?: string | undefined;
  className?: string | undefined;
}

/** The bubble's width in px (see lesson-content.css), to keep it inside the text. */
const BUBBLE_WIDTH = 260;

const inBubble = (target: EventTarget | null) => target instanceof Element && target.closest('.term-bubble') !== null;
const termOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLButtonElement>('button.term') : null);

/**
 * Authored HTML, sanitised, with its glossary terms as buttons: the
 * definition shows on hover, focus and tap, and screen readers hear it as
 * the button's description. Its tutorial and video links open in the page
 * (content-link-windows.tsx).
 */
export function RichText({ html, owner, id, className }: RichTextProps) {
  const { available, claim } = useTerms();
  const uid = useId();
  const container = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<OpenTerm | null>(null);
  const [openedLink, setOpenedLink] = useState<OpenedLink | null>(null);
  const terms = available(owner);
  const termKey = terms.map((term) => term.id).join();
  const shown = useMemo(
    () => highlightTerms(html, { terms, definitionId: (termId) => `${uid}-term-${termId}` }),
    // The terms matter by their ids: the array is rebuilt on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [html, termKey, uid],
  );
  claim(shown.termIds, owner);

  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    const place = (button: HTMLButtonElement, pinned: boolean): OpenTerm => ({
      termId: button.dataset.termId ?? '',
      top: button.offsetTop + button.offsetHeight + 4,
      left: Math.max(0, Math.min(button.offsetLeft, root.clientWidth - BUBBLE_WIDTH)),
      pinned,
    });
    const show = (event: Event) => {
      const button = termOf(event.target);
      if (button) setOpen((current) => (current?.pinned ? current : place(button, false)));
    };
    // Hoverable (WCAG 1.4.13): the pointer may move from the term onto its bubble and back; leaving
    // both closes a bubble that hovering opened.
    const hide = (event: Event) => {
      if (!termOf(event.target) && !inBubble(event.target)) return;
      const to = (event as MouseEvent).relatedTarget;
      if (inBubble(to) || termOf(to)) return;
      setOpen((current) => (current?.pinned ? current : null));
    };
    // A tap pins the definition open; a second tap on the same term, Escape or a tap elsewhere closes it.
    const toggle = (event: Event) => {
      const link = openedLinkOf(event.target);
      if (link) {
        event.preventDefault();
        setOpenedLink(link);
        return;
      }
      const button = termOf(event.target);
      if (button) setOpen((current) => (current?.pinned && current.termId === button.dataset.termId ? null : place(button, true)));
    };
    const closeOutside = (event: Event) => {
      if (!termOf(event.target) && !inBubble(event.target)) setOpen(null);
    };
    const listeners: [string, (event: Event) => void][] = [
      ['mouseover', show],
      ['mouseout', hide],
      ['focusin', show],
      [
        'focusout',
        (event) => {
          if (termOf(event.target)) setOpen(null);
        },
      ],
      ['click', toggle],
    ];
    // Dismissible (WCAG 1.4.13): Escape closes it wherever the focus is, a bubble opened by hovering included.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // A bubble on screen is what this Escape closes, not also a floating window (window-stack.ts).
      if (root.querySelector('[role="tooltip"]')) event.preventDefault();
      setOpen(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    for (const [name, listener] of listeners) root.addEventListener(name, listener);
    return () => {
      for (const [name, listener] of listeners) root.removeEventListener(name, listener);
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, []);

  const termById = new Map(terms.map((term) => [term.id, term]));
  const openTerm = open ? termById.get(open.termId) : undefined;
  return (
    <div ref={container} className={['rich-text', className].filter(Boolean).join(' ')}>
      {/* The id names the text alone: a group labelled by a question does not read its terms' definitions. */}
      <div id={id} dangerouslySetInnerHTML={{ __html: shown.html }} />
      {shown.termIds.map((termId) => (
        <span key={termId} id={`${uid}-term-${termId}`} className="visually-hidden">
          {termById.get(termId)?.definition}
        </span>
      ))}
      {openedLink ? <ContentLinkWindow opened={openedLink} onClose={() => setOpenedLink(null)} /> : null}
      {open && openTerm ? (
        <span role="tooltip" className="term-bubble" style={{ top: open.top, left: open.left }}>
          <strong className="term-bubble__title">{openTerm.title}</strong>
          <span>{openTerm.definition}</span>
        </span>
      ) : null}
    </div>
  );
}
