import { useCatalogueInfo } from '../lib/catalogue/catalogue-info';

/** The credits the catalogue's sources require wherever their data is shown. */
export function CatalogueCredits({ className }: { className?: string }) {
  const { data } = useCatalogueInfo();
  if (!data || data.attributions.length === 0) return null;
  return (
    <p className={className}>
      {data.attributions.map((credit, index) => (
        <span key={credit.url}>
          {index > 0 && ' · '}
          <a href={credit.url} rel="noreferrer">
            {credit.text}
          </a>
        </span>
      ))}
    </p>
  );
}
