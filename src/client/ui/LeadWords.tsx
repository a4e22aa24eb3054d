import type { LeadPart } from '../../shared/first-screens';
import { useMessages, type MessageId } from '../i18n/messages';

/** A lead's words as the server writes them into the page's opening, Japanese names marked. */
export function LeadWords({ parts }: { parts: readonly LeadPart[] }) {
  const t = useMessages();
  return (
    <>
      {parts.map((part, index) => {
        if ('message' in part) return t(part.message as MessageId);
        return part.lang === undefined ? (
          part.text
        ) : (
          <span key={index} lang={part.lang}>
            {part.text}
          </span>
        );
      })}
    </>
  );
}
