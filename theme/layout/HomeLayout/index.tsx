import { PageContent } from '../PageContent';
import { useFrontmatter, useSite, withBase } from '@rspress/core/runtime';
import type { Feature, Hero } from '@rspress/core';
import { featureSpan, heroImagePair, joinImageList } from '../../lib/hero';
import { FeatureIcon } from './FeatureIcon';
import './home.css';

function HomeHero({ hero }: { hero: Hero }) {
  const image = heroImagePair(hero.image?.src);
  const srcSet = joinImageList(hero.image?.srcset);
  const sizes = joinImageList(hero.image?.sizes);
  return (
    <section className="mf-hero">
      <div className="mf-hero__text">
        {hero.name && <h1 className="mf-hero__name">{hero.name}</h1>}
        {hero.text && <p className="mf-hero__title">{hero.text}</p>}
        {hero.tagline && <p className="mf-hero__tagline">{hero.tagline}</p>}
        {hero.actions && hero.actions.length > 0 && (
          <div className="mf-hero__actions">
            {hero.actions.map((action) => (
              <a key={action.link} className={`mf-hero__action mf-hero__action--${action.theme}`} href={withBase(action.link)}>
                {action.text}
              </a>
            ))}
          </div>
        )}
      </div>
      {image && (
        <div className="mf-hero__image">
          {/* Both images are in the HTML; CSS shows the one matching the theme, so nothing swaps after paint. */}
          <img
            className="mf-hero__img mf-hero__img--light"
            src={withBase(image.light)}
            srcSet={srcSet}
            sizes={sizes}
            alt={hero.image?.alt ?? ''}
            width={375}
            height={375}
          />
          <img
            className="mf-hero__img mf-hero__img--dark"
            src={withBase(image.dark)}
            alt={hero.image?.alt ?? ''}
            width={375}
            height={375}
          />
        </div>
      )}
    </section>
  );
}

function FeatureCard({ feature }: { feature: Feature }) {
  const body = (
    <>
      {feature.icon && <FeatureIcon icon={feature.icon} />}
      <h2 className="mf-feature__title">{feature.title}</h2>
      <p className="mf-feature__details">{feature.details}</p>
    </>
  );
  return (
    <li className="mf-feature" data-span={featureSpan(feature.span)}>
      {feature.link ? (
        <a className="mf-feature__card" href={withBase(feature.link)}>
          {body}
        </a>
      ) : (
        <div className="mf-feature__card">{body}</div>
      )}
    </li>
  );
}

/** The home page: hero and feature cards from frontmatter, then the footer message. */
export function HomeLayout() {
  const { frontmatter } = useFrontmatter();
  const { site } = useSite();
  const hero = frontmatter.hero as Hero | undefined;
  const features = (frontmatter.features as Feature[] | undefined) ?? [];
  const message = site.themeConfig.footer?.message;
  return (
    <div className="mf-home">
      <main id="main-content">
        {hero && <HomeHero hero={hero} />}
        {features.length > 0 && (
          <ul className="mf-features">
            {features.map((feature) => (
              <FeatureCard key={feature.title} feature={feature} />
            ))}
          </ul>
        )}
        {/* The page's own MDX body (the video on the home page), after the feature cards. */}
        <PageContent className="mf-home__content rspress-doc" />
      </main>
      {message && (
        <footer className="mf-home__footer">
          <p>{message}</p>
        </footer>
      )}
    </div>
  );
}
