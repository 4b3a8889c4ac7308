import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ContactRecipient, ContactUserDialog } from '../../../components/viewers/contact-user-dialog';
import { useClassTeachers } from '../api/get-class-teachers';

/** SPEC §2 contact a teacher of a class: a menu of its teachers, then the shared contact dialog. */
export function ContactTeachers({ classId, className }: { classId: string; className: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [recipient, setRecipient] = useState<ContactRecipient | null>(null);
  const teachers = useClassTeachers(classId, open);
  const close = useCallback(() => setRecipient(null), []);
  return (
    <>
      <DropdownMenu.Root open={open} onOpenChange={setOpen}>
        <DropdownMenu.Trigger asChild>
          <button type="button" className="button button--ghost class-card__contact" aria-label={t('home.contact.openNamed', { name: className })}>
            {t('home.contact.open')}
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="contact-menu" aria-label={t('home.contact.choose', { name: className })} sideOffset={4} align="end">
            {teachers.isPending && <p role="status">{t('home.loading')}</p>}
            {teachers.data?.length === 0 && <p>{t('home.contact.none')}</p>}
            {teachers.data?.map((teacher) => (
              <DropdownMenu.Item key={teacher.id} className="contact-menu__item" onSelect={() => setRecipient(teacher)}>
                {teacher.name}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {recipient && <ContactUserDialog recipient={recipient} subject={t('home.contact.subject', { name: className })} classId={classId} onClose={close} />}
    </>
  );
}
