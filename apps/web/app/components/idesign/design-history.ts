/**
 * The editor's document with undo and redo: every change is a new document (the old ones stay in
 * `past`), so undo is a pointer move and nothing is mutated. Pure, for the reducer and its tests.
 */
import {
  DESIGN_DOCUMENT_VERSION,
  DESIGN_LIMITS,
  type DesignDocument,
  type DesignElement,
} from '@souq/core/idesign/design-document.ts';

export interface DesignHistory {
  past: DesignDocument[];
  present: DesignDocument;
  future: DesignDocument[];
}

/** Enough for a long session; older steps drop off. */
const MAX_STEPS = 100;

export type DesignChange =
  | { type: 'add'; stageId: string; element: DesignElement }
  | { type: 'update'; stageId: string; element: DesignElement }
  | { type: 'remove'; stageId: string; elementId: string }
  | { type: 'resetStage'; stageId: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'load'; document: DesignDocument };

export function emptyDocument(productId: string, stageIds: string[]): DesignDocument {
  return {
    version: DESIGN_DOCUMENT_VERSION,
    productId,
    stages: stageIds.map((stageId) => ({ stageId, elements: [] })),
  };
}

/** A saved document laid over the product's current stages (a stage removed since is dropped). */
export function withStages(document: DesignDocument, stageIds: string[]): DesignDocument {
  return {
    ...document,
    stages: stageIds.map((stageId) => ({
      stageId,
      elements: document.stages.find((stage) => stage.stageId === stageId)?.elements ?? [],
    })),
  };
}

export const startHistory = (document: DesignDocument): DesignHistory => ({
  past: [],
  present: document,
  future: [],
});

function mapStage(
  document: DesignDocument,
  stageId: string,
  change: (elements: DesignElement[]) => DesignElement[],
): DesignDocument {
  return {
    ...document,
    stages: document.stages.map((stage) =>
      stage.stageId === stageId ? { ...stage, elements: change(stage.elements) } : stage,
    ),
  };
}

function apply(document: DesignDocument, change: DesignChange): DesignDocument {
  switch (change.type) {
    case 'add':
      return mapStage(document, change.stageId, (elements) =>
        elements.length >= DESIGN_LIMITS.maxElementsPerStage ? elements : [...elements, change.element],
      );
    case 'update':
      return mapStage(document, change.stageId, (elements) =>
        elements.map((element) => (element.id === change.element.id ? change.element : element)),
      );
    case 'remove':
      return mapStage(document, change.stageId, (elements) =>
        elements.filter((element) => element.id !== change.elementId),
      );
    case 'resetStage':
      return mapStage(document, change.stageId, () => []);
    default:
      return document;
  }
}

export function designReducer(history: DesignHistory, change: DesignChange): DesignHistory {
  if (change.type === 'undo') {
    const previous = history.past.at(-1);
    if (!previous) return history;
    return {
      past: history.past.slice(0, -1),
      present: previous,
      future: [history.present, ...history.future],
    };
  }
  if (change.type === 'redo') {
    const [next, ...future] = history.future;
    if (!next) return history;
    return { past: [...history.past, history.present], present: next, future };
  }
  if (change.type === 'load') return startHistory(change.document);
  const present = apply(history.present, change);
  if (present === history.present || JSON.stringify(present) === JSON.stringify(history.present))
    return history;
  return { past: [...history.past, history.present].slice(-MAX_STEPS), present, future: [] };
}

export const elementsOf = (document: DesignDocument, stageId: string): DesignElement[] =>
  document.stages.find((stage) => stage.stageId === stageId)?.elements ?? [];

/** A fresh id for a new element, unique within the document. */
export function newElementId(document: DesignDocument): string {
  const taken = new Set(document.stages.flatMap((stage) => stage.elements.map((element) => element.id)));
  for (let n = taken.size + 1; ; n += 1) if (!taken.has(`e${n}`)) return `e${n}`;
}
