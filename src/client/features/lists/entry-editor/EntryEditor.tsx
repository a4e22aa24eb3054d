import { useLingui } from '@lingui/react';
import * as Dialog from '@radix-ui/react-dialog';
import { Heart, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ENTRY_LIMITS, type EntryFieldsPatch, type ListEntry } from '../../../../shared/list-entry';
import type { ScoreScale } from '../../../../shared/score-scale';
import { useMessages } from '../../../i18n/messages';
import { useScoreScale } from '../../profile/settings/use-score-scale';
import { NumberStepper } from '../progress/NumberStepper';
import { entryOf, entrySeasons } from '../season-entry';
import { keyTextOf } from '../tracked-list-state';
import { failureReason } from '../use-list-writes';
import { useTrackedList } from '../use-tracked-list';
import { DateField } from './DateField';
import { draftOf, entryPatchOf, type DraftField, type EntryDraft } from './entry-draft';
import type { EntryRequest } from './entry-request';
import { withTypedTags } from './entry-tags';
import { passDatesText } from './pass-dates';
import { ScoreField } from './ScoreField';
import { TagsField } from './TagsField';
import dialog from '../../../ui/dialog.module.css';
import progress from '../progress/progress-dialog.module.css';
import styles from './entry-editor.module.css';

export interface EntryEditorProps extends EntryRequest {
  /** Resolves once saved (or kept on the device); rejects with why the server refused it. */
  onSave: (season: number, patch: EntryFieldsPatch) => Promise<void>;
  onClose: () => void;
}

type FieldError = { field: DraftField; text: string } | null;

interface EntryFormProps {
  entry: ListEntry;
  scale: ScoreScale;
  onSave: (patch: EntryFieldsPatch) => Promise<void>;
  onClose: () => void;
}

/**
 * One season's entry. Its fields follow the entry (the list arriving after the copy this device
 * kept, a save from another device) until the user changes one; a save then writes only what
 * they changed from the entry they saw.
 */
function EntryForm({ entry: latest, scale: latestScale, onSave, onClose }: EntryFormProps) {
  const t = useMessages();
  const { i18n } = useLingui();
  const [base, setBase] = useState({ entry: latest, scale: latestScale });
  const [draft, setDraft] = useState<EntryDraft>(() => draftOf(latest, latestScale));
  const [touched, setTouched] = useState(false);
  if (!touched && (latest.updatedAt !== base.entry.updatedAt || latestScale !== base.scale)) {
    setBase({ entry: latest, scale: latestScale });
    setDraft(draftOf(latest, latestScale));
  }
  const { entry, scale } = base;
  const [typedTag, setTypedTag] = useState('');
  const [tagsError, setTagsError] = useState<string | null>(null);
  const [error, setError] = useState<FieldError>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  const change = (fields: Partial<EntryDraft>) => {
    setTouched(true);
    setDraft((held) => ({ ...held, ...fields }));
    setError(null);
    setRefusal(null);
  };
  const fieldError = (field: DraftField) => (error?.field === field ? error.text : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A tag typed but not yet added is meant to be kept.
    const tags = withTypedTags(draft.tags, typedTag, t);
    if (tags.error) {
      setTagsError(tags.error);
      document.getElementById(`${id}-tags`)?.focus();
      return;
    }
    const check = entryPatchOf(entry, { ...draft, tags: tags.tags }, scale, t);
    if (!check.ok) {
      setError({ field: check.field, text: check.message });
      formRef.current
        ?.querySelector<HTMLElement>(
          `[data-field="${check.field}"] input, [data-field="${check.field}"] textarea`,
        )
        ?.focus();
      return;
    }
    if (Object.keys(check.patch).length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    try {
      await onSave(check.patch);
      onClose();
    } catch (failure) {
      setRefusal(failureReason(failure));
      setSaving(false);
    }
  };

  return (
    <form
      ref={formRef}
      className={progress.form}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <div data-field="score">
        <ScoreField
          id={`${id}-score`}
          scale={scale}
          value={draft.score}
          onChange={(score) => change({ score })}
          error={fieldError('score')}
        />
      </div>
      <div className={styles.dates}>
        <div data-field="startedOn">
          <DateField
            id={`${id}-started`}
            date="started"
            value={draft.startedOn}
            onChange={(startedOn) => change({ startedOn })}
            error={fieldError('startedOn')}
          />
        </div>
        <div data-field="finishedOn">
          <DateField
            id={`${id}-finished`}
            date="finished"
            value={draft.finishedOn}
            onChange={(finishedOn) => change({ finishedOn })}
            error={fieldError('finishedOn')}
          />
        </div>
      </div>
      <div data-field="rewatchCount">
        <NumberStepper
          id={`${id}-rewatches`}
          label={t('entry.rewatches.label')}
          value={draft.rewatchCount}
          onChange={(rewatchCount) => change({ rewatchCount })}
          min={0}
          max={ENTRY_LIMITS.rewatches}
          lessLabel={t('entry.rewatches.less')}
          moreLabel={t('entry.rewatches.more')}
          hint={t('entry.rewatches.hint')}
          error={fieldError('rewatchCount')}
        />
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={draft.rewatching}
          onChange={(event) => change({ rewatching: event.target.checked })}
        />
        <span>{t('entry.rewatching')}</span>
      </label>
      {entry.passes.length > 0 && (
        <div className={progress.field}>
          <p id={`${id}-passes`} className={styles.passesLabel}>
            {t('entry.passes.label')}
          </p>
          <ul className={styles.passes} aria-labelledby={`${id}-passes`}>
            {entry.passes.map((pass) => (
              <li key={pass.pass}>{passDatesText(pass, t, i18n.locale)}</li>
            ))}
          </ul>
        </div>
      )}
      <div className={progress.field} data-field="notes">
        <label htmlFor={`${id}-notes`}>{t('entry.notes.label')}</label>
        <textarea
          id={`${id}-notes`}
          className={styles.notes}
          rows={3}
          maxLength={ENTRY_LIMITS.notesLength}
          value={draft.notes}
          onChange={(event) => change({ notes: event.target.value })}
          aria-invalid={fieldError('notes') ? true : undefined}
          aria-describedby={`${id}-notes-hint${fieldError('notes') ? ` ${id}-notes-error` : ''}`}
        />
        <p id={`${id}-notes-hint`} className={progress.hint}>
          {t('entry.notes.hint')}
        </p>
        {fieldError('notes') && (
          <p id={`${id}-notes-error`} className={progress.fieldError}>
            {fieldError('notes')}
          </p>
        )}
      </div>
      <TagsField
        id={`${id}-tags`}
        tags={draft.tags}
        onChange={(tags) => change({ tags })}
        typed={typedTag}
        onType={(text) => {
          setTouched(true);
          setTypedTag(text);
        }}
        error={tagsError}
        onError={setTagsError}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={draft.favourite}
          onChange={(event) => change({ favourite: event.target.checked })}
        />
        <Heart aria-hidden size={18} fill={draft.favourite ? 'currentColor' : 'none'} />
        <span>{t('entry.favourite')}</span>
      </label>
      {refusal && (
        <p className={styles.refusal} role="alert">
          {t('entry.refusal', { reason: refusal })}
        </p>
      )}
      <div className={progress.actions}>
        <Dialog.Close className="button">{t('entry.cancel')}</Dialog.Close>
        <button type="submit" className="button button-primary" disabled={saving}>
          {t(saving ? 'entry.saving' : 'entry.save')}
        </button>
      </div>
    </form>
  );
}

/**
 * Focus back to what opened the editor. One folded away meanwhile (the phone's track bar closes
 * its panel on a tap elsewhere) hands it to the button that unfolds it.
 */
function focusBack(opener: Element | null) {
  if (!(opener instanceof HTMLElement)) return;
  const folded = opener.closest<HTMLElement>('[hidden]');
  const target = folded?.id
    ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(folded.id)}"]`)
    : opener;
  target?.focus();
}

/**
 * Issue 32: what the user keeps of one season of a title — score in their scale, dates,
 * rewatches, notes, tags, favourite — in the progress dialog's frame.
 */
export function EntryEditor({
  title,
  titleKey,
  season,
  chooseSeason,
  onSave,
  onClose,
}: EntryEditorProps) {
  const t = useMessages();
  const list = useTrackedList();
  const scale = useScoreScale();
  const [shown, setShown] = useState(season);
  const id = useId();
  // Focus goes back to what opened the editor, inside the progress dialog too.
  const opener = useRef(document.activeElement);
  const held = list.data?.items.get(keyTextOf(titleKey));
  // A title removed elsewhere meanwhile keeps its form, so what was typed is not lost; saving
  // then says why it cannot be kept.
  const [lastHeld, setLastHeld] = useState(held);
  if (held && held !== lastHeld) setLastHeld(held);
  const shownTitle = held ?? lastHeld;
  const seasons = shownTitle && chooseSeason ? entrySeasons(shownTitle) : [];

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          className={`${dialog.frame} ${progress.width}`}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            focusBack(opener.current);
          }}
        >
          <div className={dialog.header}>
            <Dialog.Title className={dialog.title}>{t('entry.title', { title })}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('entry.close')}>
              <X aria-hidden size={20} />
            </Dialog.Close>
          </div>
          <Dialog.Description className={progress.description}>
            {titleKey.media_type === 'movie'
              ? t('entry.description.film')
              : seasons.length > 1
                ? t('entry.description.seasons')
                : t('entry.description.season', { season: shown })}
          </Dialog.Description>
          {seasons.length > 1 && (
            <div className={`${progress.field} ${styles.season}`}>
              <label htmlFor={`${id}-season`}>{t('entry.season.label')}</label>
              <select
                id={`${id}-season`}
                className={styles.select}
                value={shown}
                onChange={(event) => setShown(Number(event.target.value))}
              >
                {seasons.map((option) => (
                  <option key={option} value={option}>
                    {t('entry.season.option', { season: option })}
                  </option>
                ))}
              </select>
            </div>
          )}
          {list.data && !held && (
            <p className={styles.refusal} role="status">
              {t('entry.removed')}
            </p>
          )}
          {shownTitle ? (
            <EntryForm
              key={shown}
              entry={entryOf(shownTitle, shown)}
              scale={scale}
              onSave={(patch) => onSave(shown, patch)}
              onClose={onClose}
            />
          ) : (
            !list.data && <p role="status">{t('entry.loading')}</p>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
