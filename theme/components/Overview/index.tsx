import { useFrontmatter, useLocation, usePage } from '@rspress/core/runtime';
import { useSidebarNodes } from '../Sidebar/useSidebarNodes';
import { Link } from '../Link';
import { useMemo } from 'react';
import { useUiStrings } from '../../i18n';
import { buildOverviewGroups, overviewDepths, type OverviewPageInfo } from '../../lib/overview';
import './overview.css';

const NO_PAGES: OverviewPageInfo[] = [];

/**
 * The body of an overview page (frontmatter `overview: true`), shown after the page's own intro: the
 * groups of the section's sidebar, each page with its headings (depth 2, or frontmatter
 * `overviewHeaders`). The headings of the section's pages come with the overview page's own route chunk
 * (`page.overviewPages`, added at build time by plugins/lean-page-data), so no other page loads them.
 */
export function Overview() {
  const strings = useUiStrings();
  const sidebar = useSidebarNodes();
  const { page } = usePage();
  const pages = (page as { overviewPages?: OverviewPageInfo[] }).overviewPages ?? NO_PAGES;
  const { frontmatter } = useFrontmatter();
  const { pathname } = useLocation();
  const headerSetting = frontmatter.overviewHeaders;

  const groups = useMemo(
    () => buildOverviewGroups(sidebar, pathname, pages, overviewDepths(headerSetting)),
    [sidebar, pathname, pages, headerSetting],
  );

  if (groups.length === 0) return null;
  return (
    <div className="mf-overview">
      {groups.map((group, index) => (
        <section className="mf-overview__group" key={`${group.name ?? ''}:${index}`}>
          <h2 className="mf-overview__group-title">{group.name ?? strings.overviewOthersText}</h2>
          <ul className="mf-overview__grid">
            {group.items.map((item) => (
              <li className="mf-overview__card" key={item.link}>
                <h3 className="mf-overview__item-title">
                  <Link href={item.link}>{item.text}</Link>
                </h3>
                {item.headers.length > 0 && (
                  <ul className="mf-overview__headers">
                    {item.headers.map((header) => (
                      <li key={header.id} data-depth={header.depth}>
                        <Link href={`${item.link}#${header.id}`}>{header.text}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
