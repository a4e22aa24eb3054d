import type { MouseEvent } from 'react';
import { japaneseLang } from '../../../shared/japanese-script';
import { namesOf, shownNames } from '../../../shared/title-display-name';
import { useMessages } from '../../i18n/messages';
import { titleKey, titlePath, type Title } from '../../lib/catalogue/titles';
import { useTitleLanguage } from '../../lib/title-language/use-title-names';
import { Poster } from '../../ui/Poster';
import { mediaTypeLabel, yearLabel } from '../../ui/title-meta';
import styles from './search-dialog.module.css';

interface SearchResultsProps {
  id: string;
  titles: Title[];
  activeIndex: number;
  optionId: (index: number) => string;
  onChoose: (title: Title) => void;
  onHover: (index: number) => void;
}

/** A click the app handles itself; any other (new tab, new window, download) is the browser's. */
function opensInPlace(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The listbox of the search combobox; focus stays in the input, which points at the active
 * option. Each option is a link to the title page, so it can be opened in a new tab or shared
 * (decision 355).
 */
export function SearchResults({
  id,
  titles,
  activeIndex,
  optionId,
  onChoose,
  onHover,
}: SearchResultsProps) {
  const t = useMessages();
  const titleLanguage = useTitleLanguage();
  return (
    <div id={id} role="listbox" aria-label={t('search.results')} className={styles.results}>
      {titles.map((title, index) => {
        const year = yearLabel(title);
        const { main, beside } = shownNames(namesOf(title), titleLanguage);
        return (
          <a
            key={titleKey(title)}
            id={optionId(index)}
            href={titlePath(title)}
            role="option"
            tabIndex={-1}
            aria-selected={index === activeIndex}
            className={styles.option}
            onClick={(event) => {
              if (!opensInPlace(event)) return;
              event.preventDefault();
              onChoose(title);
            }}
            onMouseMove={() => onHover(index)}
          >
            <Poster
              posterPath={title.poster_path}
              title={title.title}
              item={title}
              className={styles.thumb}
            />
            <span className={styles.optionText}>
              <span className={styles.optionNames}>
                <span lang={japaneseLang(main)} className={styles.optionTitle}>
                  {main}
                </span>
                {beside && (
                  <>
                    {' '}
                    <span lang={japaneseLang(beside)} className={styles.optionOriginal}>
                      {beside}
                    </span>
                  </>
                )}
              </span>
              <span className={styles.optionMeta}>
                {mediaTypeLabel(title.media_type, t)}
                {year && ` · ${year}`}
              </span>
            </span>
          </a>
        );
      })}
    </div>
  );
}
