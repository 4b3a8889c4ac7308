import {
  type Announcements,
  closestCenter,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CorrectionMark, ExpectedAnswer, markState, slotMarks } from '../correction-mark';
import { RowFrame } from '../row-frame';
import type { RowOf, RowRendererProps } from '../types';
import { ChoiceChip, DropZone, PlaceButton, POOL_ID, zoneByZone } from './drag-n-drop-parts';

type Row = RowOf<'drag-n-drop'>;

const targetZone = (targetId: string) => `target:${targetId}`;
/** The pointer decides where a mouse or finger drops; the keyboard has no pointer, so the nearest zone does. */
const collision: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : closestCenter(args));

function asPlacement(answer: unknown, size: number): (string | null)[] {
  const given = Array.isArray(answer) ? (answer as (string | null)[]) : [];
  return Array.from({ length: size }, (_, index) => given[index] ?? null);
}

/** One slot per target, holding one choice; a choice is moved, never copied (domain: drag-n-drop). */
export function DragNDropRow({ row, answer, onAnswer, correction, ratio, disabled }: RowRendererProps<Row>) {
  const { t } = useTranslation();
  const placement = asPlacement(answer, row.targets.length);
  const [picked, setPicked] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const lastDrop = useRef(0);
  const group = useRef<HTMLDivElement>(null);
  // The choice just placed: its chip takes the focus in its new zone, where the « Placer ici »
  // button pressed is gone.
  const placed = useRef<string | null>(null);
  useEffect(() => {
    if (placed.current === null) return;
    group.current?.querySelector<HTMLElement>(`[data-choice="${CSS.escape(placed.current)}"]`)?.focus();
    placed.current = null;
  });
  const marks = slotMarks(correction);
  const zones = [POOL_ID, ...row.targets.map((target) => targetZone(target.id))];
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A long press drags; a short touch stays a tap (pick) and a swipe still scrolls.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 6 } }),
    // Space drags; Enter stays the button's own key, which picks.
    useSensor(KeyboardSensor, {
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
      coordinateGetter: zoneByZone(zones),
    }),
  );
  const choiceLabel = (id: string) => row.choices.find((choice) => choice.id === id)?.value ?? id;
  const zoneLabel = (zone: string | number | undefined) =>
    zone === POOL_ID ? t('lessonContent.dragNDrop.pool') : (row.targets.find((target) => targetZone(target.id) === zone)?.label ?? '');

  const place = (choiceId: string, zone: string) => {
    const next = placement.map((id) => (id === choiceId ? null : id));
    const index = row.targets.findIndex((target) => targetZone(target.id) === zone);
    if (index >= 0) next[index] = choiceId;
    onAnswer(next);
    setPicked(null);
    placed.current = choiceId;
    setSaid(t('lessonContent.dragNDrop.dropped', { choice: choiceLabel(choiceId), target: zoneLabel(zone) }));
  };
  const markDrop = () => {
    // eslint-disable-next-line react-hooks/purity -- an event handler, never called while rendering
    lastDrop.current = Date.now();
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    markDrop();
    if (over) place(String(active.id), String(over.id));
  };
  const pick = (choiceId: string) => {
    // The key or click that ends a drag must not also pick the choice.
    // eslint-disable-next-line react-hooks/purity -- an event handler, never called while rendering
    if (Date.now() - lastDrop.current < 150) return;
    setPicked((current) => (current === choiceId ? null : choiceId));
    setSaid(picked === choiceId ? '' : t('lessonContent.dragNDrop.picked', { choice: choiceLabel(choiceId) }));
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('lessonContent.dragNDrop.dragStart', { choice: choiceLabel(String(active.id)) }),
    onDragOver: ({ active, over }) =>
      over ? t('lessonContent.dragNDrop.dragOver', { choice: choiceLabel(String(active.id)), target: zoneLabel(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('lessonContent.dragNDrop.dropped', { choice: choiceLabel(String(active.id)), target: zoneLabel(over.id) })
        : t('lessonContent.dragNDrop.cancelled'),
    onDragCancel: () => t('lessonContent.dragNDrop.cancelled'),
  };
  const chip = (choiceId: string) => (
    <ChoiceChip key={choiceId} id={choiceId} label={choiceLabel(choiceId)} picked={picked === choiceId} disabled={disabled} onPick={() => pick(choiceId)} />
  );
  const free = row.choices.filter((choice) => !placement.includes(choice.id));

  return (
    <RowFrame row={row} ratio={ratio}>
      {({ labelledBy, describedBy }) => (
        <DndContext
          sensors={sensors}
          collisionDetection={collision}
          onDragEnd={onDragEnd}
          onDragCancel={markDrop}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('lessonContent.dragNDrop.instructions') } }}
        >
          <div ref={group} className="drag-n-drop" role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
            <DropZone id={POOL_ID} className="drop-zone drop-zone--pool">
              <p className="drop-zone__label">{t('lessonContent.dragNDrop.pool')}</p>
              <div className="drop-zone__items">{free.map((choice) => chip(choice.id))}</div>
              {picked !== null && placement.includes(picked) ? (
                <PlaceButton label={zoneLabel(POOL_ID)} disabled={disabled} onPlace={() => place(picked, POOL_ID)} />
              ) : null}
            </DropZone>
            <ol className="drop-targets">
              {row.targets.map((target, index) => {
                const mark = marks.get(target.id);
                const state = markState(mark);
                const held = placement[index] ?? null;
                return (
                  <li key={target.id} className={`drop-target${state ? ` drop-target--${state}` : ''}`}>
                    <DropZone id={targetZone(target.id)} className="drop-zone">
                      <span className="drop-zone__label">{target.label}</span>
                      <div className="drop-zone__items">
                        {held === null ? <span className="drop-zone__empty">{t('lessonContent.dragNDrop.empty')}</span> : chip(held)}
                      </div>
                      {picked !== null && picked !== held ? (
                        <PlaceButton label={target.label} disabled={disabled} onPlace={() => place(picked, targetZone(target.id))} />
                      ) : null}
                      {state ? <CorrectionMark state={state} /> : null}
                      <ExpectedAnswer mark={mark} label={choiceLabel} />
                    </DropZone>
                  </li>
                );
              })}
            </ol>
            <p className="visually-hidden" aria-live="polite">
              {said}
            </p>
          </div>
        </DndContext>
      )}
    </RowFrame>
  );
}
