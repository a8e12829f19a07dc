import { css, cx } from '@linaria/core';
import { portfolioItems } from '../content';
import { useAssets } from '../render/Document';
import { portfolioItemPath } from '../routes';
import { withBase } from '../site-config';
import { colors, print, up } from '../theme';
import { cardStyle, secondaryText } from './Card';
import { EncodedPicture } from './EncodedPicture';
import { focusClass } from '../photo-types';

/** One column on a phone, two from `sm`, three from `md` in the 920 px column: never wider than this. */
const sizes = '(min-width: 900px) 300px, (min-width: 600px) 50vw, 100vw';

/**
 * The showcase (`portfolio.showcase` of src/content.ts): each item as a card, its picture, title and
 * description, the whole card a link to its page. The pictures are the item pages' own files, their
 * size set so nothing moves as they load; only the first is fetched before the visitor scrolls.
 */
export function PortfolioCards() {
  const { portfolioPhotos } = useAssets();
  return (
    <ul className={grid}>
      {portfolioItems.map((item, index) => {
        const photo = portfolioPhotos[item.id]!;
        return (
          <li key={item.id} className={cx(cardStyle, card)}>
            <EncodedPicture
              photo={photo}
              sizes={sizes}
              className={cx(image, focusClass(item.imageFocus))}
              // The title names the card's link; a placeholder shows no picture.
              alt={photo.placeholder ? '' : item.imageAlt}
              lazy={index > 0}
            />
            <h2 className={title}>
              <a href={withBase(portfolioItemPath(item.id))}>{item.title}</a>
            </h2>
            <p className={cx(secondaryText, description)}>{item.description}</p>
          </li>
        );
      })}
    </ul>
  );
}

const grid = css`
  display: grid;
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;
  /* Columns of a fixed share of the row; fewer projects than columns are centred, not left in the
     first columns beside empty ones (auto-fit drops the empty tracks). */
  justify-content: center;
  grid-template-columns: minmax(0, 1fr);
  ${up('sm')} {
    grid-template-columns: repeat(auto-fit, calc((100% - 24px) / 2));
  }
  ${up('md')} {
    grid-template-columns: repeat(auto-fit, calc((100% - 48px) / 3));
  }
`;

const card = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 16px;
  transition: border-color 0.2s;
  &:hover,
  &:focus-within {
    border-color: ${colors.primary};
  }
  ${print} {
    break-inside: avoid;
  }
`;

const image = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: 12px;
  background: ${colors.background};
`;

const title = css`
  margin: 0;
  font-size: 1.3rem;
  line-height: 1.3;
  overflow-wrap: break-word;
  & a {
    color: ${colors.text};
    text-decoration: none;
  }
  /* The whole card is the link's target; the title alone is its name. */
  & a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: 16px;
  }
  & a:focus-visible {
    outline: none;
  }
  & a:focus-visible::after {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  ${print} {
    & a::after {
      content: none;
    }
  }
`;

const description = css`
  margin: 0;
`;
