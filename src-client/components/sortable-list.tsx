import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronDown, ChevronUp, GripVertical } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';

/** What a sortable list says, in the site's language: each step of a move is announced. */
export interface SortableListTexts {
  instructions: string;
  moveNamed: (name: string) => string;
  /** The buttons that move a row one place without dragging (WCAG 2.5.7). */
  moveUp: (name: string) => string;
  moveDown: (name: string) => string;
  picked: (name: string, position: number, count: number) => string;
  moved: (name: string, position: number, count: number) => string;
  dropped: (name: string, position: number, count: number) => string;
  cancelled: (name: string) => string;
}

interface SortableListProps<Item> {
  items: readonly Item[];
  idOf: (item: Item) => string;
  nameOf: (item: Item) => string;
  /** The items in their new order, after a drag or a keyboard move. */
  onReorder: (items: Item[]) => void;
  renderItem: (item: Item) => ReactNode;
  texts: SortableListTexts;
  /** Handles at the top of each row, for rows that open to several lines. */
  alignTop?: boolean;
}

/**
 * Rows reordered by dragging their handles or, from the keyboard, by Space on a handle, the
 * arrow keys and Space again, every step announced; or one place at a time with each row's up and
 * down buttons, for a pointer that cannot drag (a switch, a head pointer, a tremor: WCAG 2.5.7).
 */
export function SortableList<Item>({ items, idOf, nameOf, onReorder, renderItem, texts, alignTop = false }: SortableListProps<Item>) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const find = (id: string | number) => items.find((item) => idOf(item) === id);
  const name = (id: string | number) => {
    const item = find(id);
    return item ? nameOf(item) : '';
  };
  const position = (id: string | number) => items.findIndex((item) => idOf(item) === id) + 1;
  // The first "over" of a drag is the row's own place: announcing it would cut off "picked up".
  const pickedUp = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      pickedUp.current = true;
      return texts.picked(name(active.id), position(active.id), items.length);
    },
    onDragOver: ({ active, over }) => {
      const justPicked = pickedUp.current && over?.id === active.id;
      pickedUp.current = false;
      return over && !justPicked ? texts.moved(name(active.id), position(over.id), items.length) : undefined;
    },
    onDragEnd: ({ active, over }) => (over ? texts.dropped(name(active.id), position(over.id), items.length) : undefined),
    onDragCancel: ({ active }) => texts.cancelled(name(active.id)),
  };

  function dragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove([...items], position(active.id) - 1, position(over.id) - 1));
  }

  const move = (index: number, by: -1 | 1) => onReorder(arrayMove([...items], index, index + by));

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: texts.instructions } }}>
      <SortableContext items={items.map(idOf)} strategy={verticalListSortingStrategy}>
        <ol className="flex flex-col gap-2">
          {items.map((item, index) => (
            <SortableRow
              key={idOf(item)}
              id={idOf(item)}
              handleLabel={texts.moveNamed(nameOf(item))}
              upLabel={texts.moveUp(nameOf(item))}
              downLabel={texts.moveDown(nameOf(item))}
              index={index}
              onUp={index > 0 ? () => move(index, -1) : null}
              onDown={index < items.length - 1 ? () => move(index, 1) : null}
              alignTop={alignTop}
            >
              {renderItem(item)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface SortableRowProps {
  id: string;
  /** The row's place, to tell when a move has landed. */
  index: number;
  handleLabel: string;
  upLabel: string;
  downLabel: string;
  /** Null at the list's top (up) or bottom (down). */
  onUp: (() => void) | null;
  onDown: (() => void) | null;
  alignTop: boolean;
  children: ReactNode;
}

const MOVE_BUTTON = 'flex h-6 w-8 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40';

function SortableRow({ id, index, handleLabel, upLabel, downLabel, onUp, onDown, alignTop, children }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const pressed = useRef<{ button: 'up' | 'down'; from: number } | null>(null);
  // A row moved to the top or bottom disables the button just pressed, which drops the focus:
  // it goes to the other one, so a keyboard or switch user stays on the row. The move lands when
  // the list has its new order, which may be after a save.
  useEffect(() => {
    if (!pressed.current || pressed.current.from === index) return;
    const { button } = pressed.current;
    pressed.current = null;
    if (button === 'up' && !onUp) down.current?.focus();
    if (button === 'down' && !onDown) up.current?.focus();
  });

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex ${alignTop ? 'items-start' : 'items-center'} gap-2 rounded-xl border bg-white p-2 pr-3 shadow-xs ${isDragging ? 'relative z-10 border-link shadow-md' : 'border-stone-200'}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={handleLabel}
        className="flex size-10 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-stone-500 hover:bg-stone-100 active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="size-5" />
      </button>
      <div className="flex shrink-0 flex-col">
        <button type="button" ref={up} aria-label={upLabel} disabled={!onUp} onClick={() => {
            pressed.current = { button: 'up', from: index };
            onUp?.();
          }} className={MOVE_BUTTON}>
          <ChevronUp aria-hidden="true" className="size-4" />
        </button>
        <button type="button" ref={down} aria-label={downLabel} disabled={!onDown} onClick={() => {
            pressed.current = { button: 'down', from: index };
            onDown?.();
          }} className={MOVE_BUTTON}>
          <ChevronDown aria-hidden="true" className="size-4" />
        </button>
      </div>
      {children}
    </li>
  );
}
