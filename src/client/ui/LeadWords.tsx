import type { LeadPart } from '../../shared/first-screens';

/** A lead's words as the server writes them into the page's opening, Japanese names marked. */
export function LeadWords({ parts }: { parts: readonly LeadPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.lang === undefined ? (
          part.text
        ) : (
          <span key={index} lang={part.lang}>
            {part.text}
          </span>
        ),
      )}
    </>
  );
}
