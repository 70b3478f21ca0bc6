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
