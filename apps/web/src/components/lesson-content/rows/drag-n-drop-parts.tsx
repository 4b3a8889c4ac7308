import { type KeyboardCoordinateGetter, useDraggable, useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';

export const POOL_ID = 'pool';

/**
 * Arrow keys move a dragged choice from one drop zone to the next (pool, then
 * the targets in page order) rather than by pixels: a keyboard user lands on
 * a target in one key press.
 */
export function zoneByZone(ids: readonly string[]): KeyboardCoordinateGetter {
  return (event, { context: { droppableRects, collisionRect, over } }) => {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.code];
    if (step === undefined || !collisionRect) return undefined;
    event.preventDefault();
    const from = over ? ids.indexOf(String(over.id)) : 0;
    const nextId = ids[Math.min(ids.length - 1, Math.max(0, from + step))];
    const rect = nextId === undefined ? undefined : droppableRects.get(nextId);
    if (!rect) return undefined;
    return { x: rect.left + (rect.width - collisionRect.width) / 2, y: rect.top + (rect.height - collisionRect.height) / 2 };
  };
}

interface ChoiceChipProps {
  id: string;
  label: string;
  picked: boolean;
  disabled: boolean;
  onPick: () => void;
  children?: ReactNode;
}

/** A choice: dragged with the mouse, a long touch or Space; picked with a click, a tap or Enter. */
export function ChoiceChip({ id, label, picked, disabled, onPick, children }: ChoiceChipProps) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id, disabled });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <button
      ref={setNodeRef}
      type="button"
      {...attributes}
      {...listeners}
      // dnd-kit's role and tab index fit a div; this is a real button.
      role={undefined}
      tabIndex={undefined}
      className={`chip${picked ? ' chip--picked' : ''}${isDragging ? ' chip--dragging' : ''}`}
      data-choice={id}
      aria-pressed={picked}
      disabled={disabled}
      style={style}
      onClick={onPick}
    >
      {label}
      {children}
    </button>
  );
}

interface DropZoneProps {
  id: string;
  className: string;
  children: ReactNode;
}

export function DropZone({ id, className, children }: DropZoneProps) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <div ref={setNodeRef} className={`${className}${isOver ? ' drop-zone--over' : ''}`}>
      {children}
    </div>
  );
}

/** The button that puts the picked choice in a zone (the click and keyboard alternative to dragging). */
export function PlaceButton({ label, onPlace, disabled }: { label: string; onPlace: () => void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button button--secondary drop-zone__place"
      aria-label={t('lessonContent.dragNDrop.placeIn', { target: label })}
      disabled={disabled}
      onClick={onPlace}
    >
      {t('lessonContent.dragNDrop.placeHere')}
    </button>
  );
}
