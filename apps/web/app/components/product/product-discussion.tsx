import { Form } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import { Badge } from '../ui/badge.tsx';
import { Banner } from '../ui/banner.tsx';
import { Button } from '../ui/button.tsx';
import { ButtonLink } from '../ui/button-link.tsx';
import { FormField } from '../ui/form-field.tsx';
import { Textarea } from '../ui/textarea.tsx';
import type { CommunityFormState, ReviewView } from './community-types.ts';
import { ReviewDate } from './review-date.tsx';

function Message({ message, designerId }: { message: ReviewView; designerId: string }) {
  const t = useT();
  return (
    <article className="flex flex-col gap-1" data-testid="discussion-message">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="text-sm font-semibold text-ink">
          <bdi>{message.authorName}</bdi>
        </h3>
        {message.authorId === designerId ? (
          <Badge tone="brand">{t('reviews.discussion.designer')}</Badge>
        ) : null}
        <ReviewDate iso={message.createdAt} />
      </div>
      <p className="whitespace-pre-line text-pretty text-sm text-ink-soft">
        <bdi>{message.text}</bdi>
      </p>
    </article>
  );
}

/** One discussion post form: a new question, or a reply when `parent` is given. */
function MessageForm({
  parent,
  label,
  submit,
  form,
}: {
  parent: string | null;
  label: string;
  submit: string;
  form: CommunityFormState | null;
}) {
  const t = useT();
  const mine = form && form.values.parent === (parent ?? '') ? form : null;
  return (
    <Form method="post" noValidate preventScrollReset className="flex flex-col gap-3">
      {mine?.formError ? (
        <Banner
          tone="error"
          action={
            mine.loginHref ? (
              <ButtonLink to={mine.loginHref} size="sm">
                {t('reviews.login')}
              </ButtonLink>
            ) : undefined
          }
        >
          {mine.formError}
        </Banner>
      ) : null}
      <input type="hidden" name="intent" value="discussion" />
      {parent ? <input type="hidden" name="parent" value={parent} /> : null}
      <FormField label={label} error={mine?.fieldErrors['text']} required>
        <Textarea name="text" rows={3} maxLength={2000} defaultValue={mine?.values.text ?? ''} />
      </FormField>
      <div>
        <Button type="submit" variant="secondary" size="sm">
          {submit}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The product's questions and answers (getDiscussionReviews): questions oldest first, each with its
 * replies, a reply form that opens without JavaScript (<details>), and a form to ask.
 */
export function ProductDiscussion({
  messages,
  designerId,
  form,
  formKey,
  saved = false,
}: {
  messages: ReviewView[];
  designerId: string;
  form: CommunityFormState | null;
  formKey: string;
  /** The page follows a successful post. */
  saved?: boolean;
}) {
  const t = useT();
  const questions = messages.filter((message) => !message.parentId);
  const repliesOf = (id: string) => messages.filter((message) => message.parentId === id);
  return (
    <section id="discussion" aria-labelledby="discussion-heading" className="scroll-mt-24" key={formKey}>
      <h2 id="discussion-heading" className="text-lg font-bold text-ink sm:text-xl">
        {t('reviews.discussion.title')}
      </h2>
      {saved && !form ? (
        <Banner tone="success" className="mt-4">
          {t('reviews.discussion.saved')}
        </Banner>
      ) : null}
      {questions.length === 0 ? (
        <p className="mt-4 text-sm text-ink-muted">{t('reviews.discussion.empty')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {questions.map((question) => (
            <li key={question.id} className="rounded-panel border border-line bg-surface p-4">
              <Message message={question} designerId={designerId} />
              {repliesOf(question.id).length > 0 ? (
                <ul className="mt-3 flex flex-col gap-3 border-s-2 border-line ps-4">
                  {repliesOf(question.id).map((reply) => (
                    <li key={reply.id}>
                      <Message message={reply} designerId={designerId} />
                    </li>
                  ))}
                </ul>
              ) : null}
              <details className="group mt-3" open={form?.values.parent === question.id || undefined}>
                <summary className="cursor-pointer text-sm font-semibold text-brand underline-offset-4 hover:underline">
                  {t('reviews.discussion.reply')}
                </summary>
                <div className="mt-3">
                  <MessageForm
                    parent={question.id}
                    label={t('reviews.discussion.replyTo', { name: question.authorName })}
                    submit={t('reviews.discussion.reply')}
                    form={form}
                  />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6 rounded-panel border border-line bg-surface p-5">
        <h3 className="mb-3 text-base font-bold text-ink">{t('reviews.discussion.ask')}</h3>
        <MessageForm
          parent={null}
          label={t('reviews.discussion.text')}
          submit={t('reviews.discussion.submit')}
          form={form}
        />
      </div>
    </section>
  );
}
