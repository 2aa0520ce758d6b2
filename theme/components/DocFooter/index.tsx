import { useLocation, usePage, useSite } from '@rspress/core/runtime';
import { useSidebarNodes } from '../Sidebar/useSidebarNodes';
import { Link } from '../Link';
import { splitTemplate, useUiStrings } from '../../i18n';
import { formatCalendarDate, isoDate, parseCalendarDate } from '../../lib/date';
import { prevNextPages } from '../../lib/sidebar';
import { type SidebarLink } from '../../../shared/sidebar';
import './doc-footer.css';

/** The repository URL of the page's source: the configured base plus the page's path under docs/. */
function editUrl(base: string | undefined, relativePath: unknown): string | null {
  if (!base || typeof relativePath !== 'string' || !relativePath) return null;
  return `${base.replace(/\/+$/, '')}/${relativePath.replace(/\\/g, '/').replace(/^\/+/, '')}`;
}

function PagerLink({ page, label, rel }: { page: SidebarLink; label: string; rel: 'prev' | 'next' }) {
  return (
    <Link href={page.link} className={`mf-pager__link mf-pager__link--${rel}`} rel={rel}>
      <span className="mf-pager__label">{label}</span>
      <span className="mf-pager__title">{page.text}</span>
    </Link>
  );
}

/** The doc page's footer: last updated date, the edit link, and the previous/next pages in sidebar order. */
export function DocFooter() {
  const strings = useUiStrings();
  const { page } = usePage();
  const { site } = useSite();
  const { pathname } = useLocation();
  const sidebar = useSidebarNodes();
  const { prev, next } = prevNextPages(sidebar, pathname);

  // The page's source path relative to docs/ (Rspress's `pagePath`, from the page's route).
  const href = editUrl(site.themeConfig.editLink?.docRepoBaseUrl, page.pagePath);
  const date = site.themeConfig.lastUpdated ? parseCalendarDate(page.lastUpdatedTime) : null;
  // "Last Updated: April 24, 2026" / "最后更新于 2026 年 4 月 24 日": label, punctuation and date order
  // all come from the language's strings.
  const [updatedBefore, updatedAfter] = splitTemplate(strings.lastUpdatedWithDate, 'date');

  return (
    <footer className="mf-doc-footer">
      {(href || date) && (
        <div className="mf-doc-footer__meta">
          {href && (
            <a className="mf-doc-footer__edit" href={href} target="_blank" rel="noopener noreferrer">
              <svg viewBox="0 0 16 16" width="15" height="15" aria-hidden="true" focusable="false">
                <path
                  d="M10.9 2.6a1.5 1.5 0 0 1 2.1 0l.4.4a1.5 1.5 0 0 1 0 2.1L6.2 12.3 2.8 13.2l.9-3.4 7.2-7.2Z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.4"
                  strokeLinejoin="round"
                />
              </svg>
              {strings.editLinkText}
            </a>
          )}
          {date && (
            <p className="mf-doc-footer__updated">
              {updatedBefore}
              <time dateTime={isoDate(date)}>{formatCalendarDate(date, strings.dateFormat, strings.monthNames)}</time>
              {updatedAfter}
            </p>
          )}
        </div>
      )}
      {(prev || next) && (
        <nav className="mf-pager" aria-label={strings.pagerLabel}>
          {prev ? <PagerLink page={prev} label={strings.prevPageText} rel="prev" /> : <span />}
          {next ? <PagerLink page={next} label={strings.nextPageText} rel="next" /> : <span />}
        </nav>
      )}
    </footer>
  );
}
