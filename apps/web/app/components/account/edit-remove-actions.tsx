import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { Button } from '../ui/button.tsx';

/**
 * A saved item's two actions on an account page (an address, a bank account): edit it in place,
 * or post intent=remove with the field that names it.
 */
export function EditRemoveActions({
  editLabel,
  removeLabel,
  onEdit,
  itemField,
}: {
  editLabel: string;
  removeLabel: string;
  onEdit: () => void;
  itemField: { name: string; value: string };
}) {
  return (
    <div className="flex gap-2">
      <Button size="sm" variant="secondary" onClick={onEdit}>
        {editLabel}
      </Button>
      <Form method="post">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name={itemField.name} value={itemField.value} />
        <Button size="sm" variant="ghost" type="submit">
          {removeLabel}
        </Button>
      </Form>
    </div>
  );
}

/** A saved item's card on an account page: its details, then its edit and remove actions. */
export function SavedItemCard({
  testId,
  children,
  ...actions
}: Parameters<typeof EditRemoveActions>[0] & { testId: string; children: ReactNode }) {
  return (
    <li
      className="flex flex-wrap items-start justify-between gap-3 rounded-card border border-line bg-surface p-4"
      data-testid={testId}
    >
      <div className="text-sm text-ink-soft">{children}</div>
      <EditRemoveActions {...actions} />
    </li>
  );
}
