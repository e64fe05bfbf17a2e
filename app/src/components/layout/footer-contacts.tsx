import { PopoverArrow, PopoverContent, PopoverRoot, PopoverTrigger } from '@hangjia/ui';
import { CONTACTS, type ContactLabel } from './footer-contacts-fallback';
import * as styles from './site-footer.css';

const lines: Record<ContactLabel, readonly string[]> = {
  商务合作: ['联系人：陈经理', '电话：0755-8632 1010', '邮箱：bd@hangjiashuo.example'],
  投稿: ['投稿邮箱：tougao@hangjiashuo.example', '请注明“投稿”及联系方式'],
  客服: ['客服电话：0755-8632 1020', '工作时间：周一至周五 9:00-18:00'],
};

/** The contact popovers (opened by click, keyboard or hover); `asked` opens at once (clicked while they loaded). */
export function FooterContacts({ asked }: { asked: ContactLabel | null }) {
  return (
    <ul className={styles.contacts} aria-label="联系我们">
      {CONTACTS.map((label) => (
        <li key={label}>
          <PopoverRoot openOnHover defaultOpen={label === asked}>
            <PopoverTrigger className={styles.contactTrigger}>{label}</PopoverTrigger>
            <PopoverContent className={styles.popover} side="top" sideOffset={8} aria-label={label}>
              {lines[label].map((line) => (
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
