import { useActionData, useNavigation, useSubmit } from 'react-router';
import type { AuthActionData } from './account-types.ts';
import type { Submitter } from './auth-forms.tsx';

/** The Submitter of a full page: a navigation submission whose answer is the page's action data. */
export function usePageSubmitter(): Submitter {
  const submit = useSubmit();
  const navigation = useNavigation();
  const data = useActionData() as AuthActionData | undefined;
  return {
    submit: (form, action, multipart) =>
      void submit(form, {
        method: 'post',
        action,
        encType: multipart ? 'multipart/form-data' : 'application/x-www-form-urlencoded',
      }),
    data,
    busy: navigation.state === 'submitting',
  };
}
