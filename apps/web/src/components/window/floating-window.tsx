import * as Dialog from '@radix-ui/react-dialog';
import { type KeyboardEvent, type ReactNode, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSmallScreen } from './use-small-screen';
import { usePointerDrag } from './use-pointer-drag';
import { arrowDelta, centredPosition, clampPosition, clampSize, containPosition, type Point, type Size } from './window-geometry';
import './floating-window.css';
import { useReturnFocus } from '../focus/use-return-focus';
import { usePortalContainer } from '../portal/portal-container';
import { useClearOfFocus } from './use-clear-of-focus';
import { useWindowStack } from './window-stack';

export interface FloatingWindowProps {
  title: string;
  onClose: () => void;
  defaultWidth: number;
  defaultHeight?: number;
  /** Resizable windows are at least 400 px wide (docs/product/screens-and-routes.md#windows). */
  minWidth?: number;
  resizable?: boolean;
  /** Where the window opens, from its size and the viewport; centred by default. */
  initialPosition?: (size: Size, viewport: Size) => Point;
  /** Below 768 px the window opens as a modal dialog (docs/product/screens-and-routes.md#windows); the calculator stays floating. */
  modalOnSmallScreens?: boolean;
  className?: string;
  /** Keys pressed anywhere in the window, before Escape closes it (the calculator's physical keyboard). */
  onKeyDown?: (event: KeyboardEvent) => void;
  children: ReactNode;
}

const MIN_HEIGHT = 160;
const GRIP = '⠿';
const CROSS = '×';
const viewportSize = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

/** A draggable, resizable, non-modal window (mouse, touch and keyboard), or a modal dialog on small screens. */
export function FloatingWindow(props: FloatingWindowProps) {
  const small = useSmallScreen();
  if (small && props.modalOnSmallScreens !== false) return <ModalWindow {...props} />;
  return <DesktopWindow {...props} />;
}

function ModalWindow({ title, onClose, className, children }: FloatingWindowProps) {
  const { t } = useTranslation();
  const container = usePortalContainer();
  // Opened by state (a tool's button, a link): the focus goes back to what opened it, as the desktop window's does.
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="floating-window__overlay" />
        <Dialog.Content className={`floating-window floating-window--modal ${className ?? ''}`} aria-describedby={undefined} {...returnFocus}>
          <div className="floating-window__bar">
            <Dialog.Title className="floating-window__title">{title}</Dialog.Title>
            <Dialog.Close className="floating-window__close" aria-label={t('viewers.window.close')}>
              <span aria-hidden="true">{CROSS}</span>
            </Dialog.Close>
          </div>
          <div className="floating-window__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DesktopWindow({
  title,
  onClose,
  defaultWidth,
  defaultHeight = 600,
  minWidth = 400,
  resizable = true,
  initialPosition = centredPosition,
  className,
  onKeyDown: onWindowKeyDown,
  children,
}: FloatingWindowProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const moveHelpId = useId();
  const ref = useRef<HTMLElement>(null);
  const minSize = { width: resizable ? minWidth : 0, height: resizable ? MIN_HEIGHT : 0 };
  const [size, setSize] = useState<Size>(() =>
    resizable ? clampSize({ width: defaultWidth, height: defaultHeight }, minSize, viewportSize()) : { width: defaultWidth, height: defaultHeight },
  );
  const [position, setPosition] = useState<Point>(() => clampPosition(initialPosition(size, viewportSize()), size, viewportSize()));
  // A new default width (a resource that needs a narrower window) resizes the open window.
  const [shownDefault, setShownDefault] = useState(defaultWidth);
  if (shownDefault !== defaultWidth) {
    setShownDefault(defaultWidth);
    setSize(clampSize({ width: defaultWidth, height: size.height }, minSize, viewportSize()));
  }

  // A fixed-size tool (the calculator) stays wholly inside the viewport, whatever its size and the
  // zoom, its size read from the page since its CSS sizes it in rem; other windows may
  // be dragged mostly out of the way.
  const measured = (): Size => {
    const box = ref.current?.getBoundingClientRect();
    return box ? { width: box.width, height: box.height } : size;
  };
  const place = (next: Point) => (resizable ? clampPosition(next, size, viewportSize()) : containPosition(next, measured(), viewportSize()));
  const moveTo = (next: Point) => setPosition(place(next));
  useLayoutEffect(() => {
    if (resizable) return undefined;
    const contain = () => setPosition((current) => containPosition(current, measured(), viewportSize()));
    contain();
    window.addEventListener('resize', contain);
    return () => window.removeEventListener('resize', contain);
    // The listener reads the window's size each time; the effect runs once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resizable]);
  const resizeTo = (next: Size) => setSize(clampSize(next, minSize, viewportSize()));
  const drag = usePointerDrag(
    () => position,
    (origin, dx, dy) => moveTo({ left: origin.left + dx, top: origin.top + dy }),
  );
  const resize = usePointerDrag(
    () => size,
    (origin, dx, dy) => resizeTo({ width: origin.width + dx, height: origin.height + dy }),
  );

  useFocusOnOpen(ref);
  const raise = useWindowStack(onClose);
  const { folded, unfold } = useClearOfFocus(ref, setPosition);

  const onKeyDown = (event: KeyboardEvent) => {
    onWindowKeyDown?.(event);
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.stopPropagation();
    onClose();
  };
  const withArrows = (apply: (dx: number, dy: number) => void) => (event: KeyboardEvent) => {
    const delta = arrowDelta(event.key, event.shiftKey);
    if (!delta) return;
    event.preventDefault();
    apply(...delta);
  };

  return (
    // Escape closes the window from anywhere inside it, as it does a modal dialog.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={`floating-window${folded ? ' floating-window--folded' : ''} ${className ?? ''}`}
      // A fixed-size window's CSS sets its size (in rem: it grows with the text); a folded one is its title bar.
      style={{ left: position.left, top: position.top, width: resizable ? size.width : undefined, height: resizable && !folded ? size.height : undefined }}
      onKeyDown={onKeyDown}
      onFocus={raise}
      onPointerDown={() => {
        raise();
        unfold();
      }}
    >
      <div className="floating-window__bar" {...drag}>
        <h2 id={titleId} className="floating-window__title">
          {title}
        </h2>
        <button
          type="button"
          className="floating-window__handle"
          data-drag-handle=""
          aria-label={t('viewers.window.move', { title })}
          aria-describedby={moveHelpId}
          onKeyDown={(event) => withArrows((dx, dy) => moveTo({ left: position.left + dx, top: position.top + dy }))(event)}
        >
          <span aria-hidden="true">{GRIP}</span>
        </button>
        <span id={moveHelpId} hidden>
          {t('viewers.window.moveHelp')}
        </span>
        <button type="button" className="floating-window__close" aria-label={t('viewers.window.close')} onClick={onClose}>
          <span aria-hidden="true">{CROSS}</span>
        </button>
      </div>
      <div className="floating-window__body" hidden={folded}>
        {children}
      </div>
      {resizable && !folded && (
        <button
          type="button"
          className="floating-window__resize"
          aria-label={t('viewers.window.resize', { title })}
          aria-describedby={moveHelpId}
          onKeyDown={withArrows((dx, dy) => resizeTo({ width: size.width + dx, height: size.height + dy }))}
          {...resize}
        />
      )}
    </section>
  );
}

/**
 * A non-modal window takes the focus when it opens and gives it back to the opener when it closes
 * with the focus in it; closed by Escape from the page (window-stack.ts), it leaves the focus where it is.
 */
function useFocusOnOpen(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = ref.current;
    node?.focus();
    return () => {
      const active = document.activeElement;
      const inWindow = active === null || active === document.body || (node?.contains(active) ?? false);
      if (inWindow && opener?.isConnected) opener.focus();
    };
  }, [ref]);
}
