import { PopoverArrow, PopoverContent, PopoverRoot, PopoverTrigger } from '@hangjia/ui';
import type { Contact } from './footer-contacts-fallback';
import * as styles from './site-footer.css';


/** The contact popovers (opened by click, keyboard or hover). */
export function FooterContacts({ contacts }: { contacts: readonly Contact[] }) {
  return (
    <ul className={styles.contacts} aria-label="联系我们">
      {contacts.map((contact) => (
        <li key={contact.label}>
          <PopoverRoot openOnHover>
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
