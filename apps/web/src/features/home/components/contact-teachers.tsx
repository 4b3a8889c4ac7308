import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { type ContactRecipient, ContactUserDialog } from '../../../components/viewers/contact-user-dialog';
import { useClassTeachers } from '../api/get-class-teachers';

/**
 * Contacting a teacher of a class (docs/product/screens-and-routes.md#home): a menu of its teachers, then the shared contact dialog.
 * The menu is not modal: a modal one hid the page from screen readers while leaving
 * it focusable. Its first teacher takes the focus as soon as the list is there (it loads when the
 * menu opens), and the dialog gives the focus back to the menu's button.
 */
export function ContactTeachers({ classId, className }: { classId: string; className: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Each choice is its own dialog (`opening` keys it): a dialog still closing from an earlier
  // choice (useDelayedClose) goes with its timer instead of closing the new one.
  const [chosen, setChosen] = useState<{ recipient: ContactRecipient; opening: number } | null>(null);
  const teachers = useClassTeachers(classId, open);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setChosen(null), []);
  const count = teachers.data?.length ?? 0;
  useEffect(() => {
    if (!open || count === 0) return undefined;
    // After Radix has focused the menu itself, on the frame the list appears.
    const frame = requestAnimationFrame(() => {
      const content = menu.current;
      if (content && (document.activeElement === content || !content.contains(document.activeElement)))
        content.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open, count]);
  return (
    <>
      <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
        <DropdownMenu.Trigger asChild>
          <button
            ref={trigger}
            type="button"
            className="button button--ghost class-card__contact"
            aria-label={t('home.contact.openNamed', { name: className })}
          >
            {t('home.contact.open')}
          </button>
        </DropdownMenu.Trigger>
        {/* In the page's main landmark, not portalled to the body outside every landmark (axe region); Radix places it fixed, over the card. */}
        <DropdownMenu.Content ref={menu} className="contact-menu" aria-label={t('home.contact.choose', { name: className })} sideOffset={4} align="end">
          {teachers.isPending && <p role="status">{t('home.loading')}</p>}
          {teachers.data?.length === 0 && <p>{t('home.contact.none')}</p>}
          {teachers.data?.map((teacher) => (
            <DropdownMenu.Item
              key={teacher.id}
              className="contact-menu__item"
              onSelect={() => setChosen((previous) => ({ recipient: teacher, opening: (previous?.opening ?? 0) + 1 }))}
            >
              {teacher.name}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      {chosen && (
        <ContactUserDialog
          key={chosen.opening}
          recipient={chosen.recipient}
          subject={t('home.contact.subject', { name: className })}
          classId={classId}
          onClose={close}
          returnFocusTo={() => trigger.current}
        />
      )}
    </>
  );
}
