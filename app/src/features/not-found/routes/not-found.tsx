import { RedirectCountdown } from '@hangjia/ui';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import * as styles from './not-found.css';

/** How long /404 shows before going home: 5 s (specification 000, §4 "404 page counts 5 to 0 then goes home", §9 "404 countdown 5 s"). */
const NOT_FOUND_REDIRECT_SECONDS = 5;

/** /404: '页面飞走了, {n}s 后回到 首页', counting 5 → 0, then home. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.message}>
        <RedirectCountdown seconds={NOT_FOUND_REDIRECT_SECONDS} onDone={() => navigate(paths.home(), { replace: true })}>
          {(n) => (
            <>
              页面飞走了, {n}s 后回到 <Link to={paths.home()}>首页</Link>
            </>
          )}
        </RedirectCountdown>
      </h1>
    </div>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page.
export { NotFoundPage as Component };
