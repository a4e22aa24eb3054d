import { useEffect } from 'react';
import { publishTrackedMarks } from '../../lib/tracked-marks';
import { trackedMarksOf } from './tracked-marks-of';
import { useTrackedList } from './use-tracked-list';

/**
 * Keeps the cards' tracked marks in step with the signed-in user's lists, live, on every
 * screen. Loaded lazily for signed-in users only, so visitors' first route does not carry it.
 */
export function TrackedMarksFeed() {
  const items = useTrackedList().data?.items;
  useEffect(() => {
    if (items) publishTrackedMarks(trackedMarksOf(items.values()));
  }, [items]);
  useEffect(() => () => publishTrackedMarks(new Map()), []);
  return null;
}
