import { titleKey, type Title } from '../../lib/catalogue/titles';
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

/** The listbox of the search combobox; focus stays in the input, which points at the active option. */
export function SearchResults({
  id,
  titles,
  activeIndex,
  optionId,
  onChoose,
  onHover,
}: SearchResultsProps) {
  return (
    <ul id={id} role="listbox" aria-label="Search results" className={styles.results}>
      {titles.map((title, index) => {
        const year = yearLabel(title);
        return (
          <li
            key={titleKey(title)}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={styles.option}
            onClick={() => onChoose(title)}
            onMouseMove={() => onHover(index)}
          >
            <Poster
              posterPath={title.poster_path}
              title={title.title}
              item={title}
              className={styles.thumb}
            />
            <span className={styles.optionText}>
              <span className={styles.optionTitle}>{title.title}</span>
              <span className={styles.optionMeta}>
                {mediaTypeLabel(title.media_type)}
                {year && ` · ${year}`}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
