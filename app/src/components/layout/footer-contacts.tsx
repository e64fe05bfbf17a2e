import { PopoverArrow, PopoverContent, PopoverRoot, PopoverTrigger } from '@hangjia/ui';
import type { Contact } from './footer-contacts-fallback';
import * as styles from './site-footer.css';

/** The contact popovers (opened by click, keyboard or hover); `asked` opens at once (clicked while they loaded). */
export function FooterContacts({ contacts, asked }: { contacts: readonly Contact[]; asked: string | null }) {
  return (
    <ul className={styles.contacts} aria-label="联系我们">
      {contacts.map((contact) => (
        <li key={contact.label}>
          <PopoverRoot openOnHover defaultOpen={contact.label === asked}>
            <PopoverTrigger className={styles.contactTrigger}>{contact.label}</PopoverTrigger>
            <PopoverContent className={styles.popover} side="top" sideOffset={8} aria-label={contact.label}>
              {contact.lines.map((line) => (
                <p key={line}>{line}</p>
              ))}
              <PopoverArrow className={styles.arrow} />
            </PopoverContent>
          </PopoverRoot>
        </li>
      ))}
    </ul>
  );
}
