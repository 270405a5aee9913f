import { useRef, useState, type DragEvent } from 'react';

/** What one list item needs to be dragged and dropped on: its handlers and how it looks meanwhile. */
export interface ReorderDrag {
  handlers: {
    draggable: boolean;
    onDragStart: (event: DragEvent<HTMLElement>) => void;
    onDragOver: (event: DragEvent<HTMLElement>) => void;
    onDrop: (event: DragEvent<HTMLElement>) => void;
    onDragEnd: () => void;
  };
  /** This item is the one being dragged. */
  dragging: boolean;
  /** Another item is dragged over this one: dropped now, it lands here. */
  dropTarget: boolean;
}

interface ReorderOptions<T> {
  items: readonly T[];
  idOf: (item: T) => number;
  /** Nothing is draggable while this is true (a move or a removal is being saved). */
  disabled: boolean;
  /** `item` was dropped on the item at `toIndex`. */
  onDrop: (item: T, toIndex: number) => void;
}

/**
 * Drag-and-drop reordering of a list (HTML5 drag events, so mouse only: the list's up/down buttons
 * are the keyboard's way). Returns, for each item and its index, the props of its element.
 */
export function useReorder<T>({ items, idOf, disabled, onDrop }: ReorderOptions<T>): (item: T, index: number) => ReorderDrag {
  const [dragId, setDragId] = useState<number | null>(null);
  const [overIndex, setOverIndex] = useState<number | null>(null);
  // The dragged item's id, readable at once by the dragover/drop events that follow dragstart.
  const dragging = useRef<number | null>(null);

  const stop = () => {
    dragging.current = null;
    setDragId(null);
    setOverIndex(null);
  };

  return (item, index) => {
    const id = idOf(item);
    return {
      handlers: {
        draggable: !disabled,
        onDragStart: (event) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', String(id));
          dragging.current = id;
          setDragId(id);
        },
        onDragOver: (event) => {
          if (dragging.current === null) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
          setOverIndex(index);
        },
        onDrop: (event) => {
          event.preventDefault();
          const droppedId = dragging.current ?? Number(event.dataTransfer.getData('text/plain'));
          const dropped = items.find((x) => idOf(x) === droppedId);
          stop();
          if (dropped) onDrop(dropped, index);
        },
        onDragEnd: stop,
      },
      dragging: dragId === id,
      dropTarget: overIndex === index && dragId !== null && dragId !== id,
    };
  };
}
