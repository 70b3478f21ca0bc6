import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../../../i18n/i18n.ts';
import { useHydrated } from '../../cart/add-to-cart-answer.tsx';
import { cx } from '../../ui/cx.ts';
import { controlClasses } from '../../ui/form-field.tsx';

/**
 * The dashboard's rich-text field (issue 21, docs/decisions/045): a contenteditable area with a
 * toolbar (bold, italic, headings, lists, quote, link) that writes its HTML into a hidden input of
 * the form. Without JavaScript it is a plain textarea of the stored (sanitized) HTML. Whatever is
 * posted, the server cuts it down to the safe subset before storing it (content-input.ts), so the
 * editor only has to be convenient, not safe. The Arabic field edits right-to-left (`dir`).
 *
 * The browser's editing commands (execCommand) are deprecated on paper but implemented by every
 * current browser, need no library and keep the storefront's bundles untouched: this file is
 * imported by dashboard routes only.
 */

type Command =
  | {
      id: string;
      label: 'bold' | 'italic' | 'bulletList' | 'numberedList' | 'unlink';
      command: string;
      glyph: ReactNode;
    }
  | { id: string; label: 'heading2' | 'heading3' | 'paragraph' | 'quote'; block: string; glyph: ReactNode };

const COMMANDS: Command[] = [
  { id: 'bold', label: 'bold', command: 'bold', glyph: <b>B</b> },
  { id: 'italic', label: 'italic', command: 'italic', glyph: <i className="font-serif">I</i> },
  { id: 'h2', label: 'heading2', block: 'h2', glyph: 'H2' },
  { id: 'h3', label: 'heading3', block: 'h3', glyph: 'H3' },
  { id: 'p', label: 'paragraph', block: 'p', glyph: '¶' },
  { id: 'ul', label: 'bulletList', command: 'insertUnorderedList', glyph: '•≡' },
  { id: 'ol', label: 'numberedList', command: 'insertOrderedList', glyph: '1≡' },
  { id: 'quote', label: 'quote', block: 'blockquote', glyph: '❝' },
  { id: 'unlink', label: 'unlink', command: 'unlink', glyph: <LinkGlyph crossed /> },
];

/** A chain link (crossed out: remove the link), drawn here: no icon font or emoji is needed. */
function LinkGlyph({ crossed = false }: { crossed?: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" strokeLinecap="round" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" strokeLinecap="round" />
      {crossed ? <path d="M4 4l16 16" strokeLinecap="round" /> : null}
    </svg>
  );
}

const buttonClass =
  'inline-flex h-8 min-w-8 items-center justify-center rounded-md px-2 text-sm text-ink hover:bg-sand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand aria-pressed:bg-brand/15 aria-pressed:text-brand';

export function RichTextEditor({
  name,
  label,
  defaultValue,
  dir,
  lang,
  error,
  testId,
}: {
  name: string;
  /** The field's visible name (the toolbar and the area are named after it). */
  label: string;
  /** Stored, already safe HTML. */
  defaultValue: string;
  dir: 'rtl' | 'ltr';
  lang: 'ar' | 'en';
  error?: string;
  testId?: string;
}) {
  const t = useT();
  const id = useId();
  // Only in the browser: the server renders the textarea, which works without JavaScript.
  const enhanced = useHydrated();
  const [html, setHtml] = useState(defaultValue);
  const [active, setActive] = useState<Record<string, boolean>>({});
  const [linking, setLinking] = useState(false);
  const [address, setAddress] = useState('https://');
  const area = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const errorId = `${id}-error`;
  const labelId = `${id}-label`;

  useEffect(() => {
    if (enhanced && area.current) area.current.innerHTML = defaultValue;
    // The area owns its content once shown; a new default (a saved form) remounts the editor by key.
  }, [enhanced]); // eslint-disable-line react-hooks/exhaustive-deps

  const sync = () => {
    if (area.current) setHtml(area.current.innerHTML);
    refreshState();
  };

  const refreshState = () => {
    if (typeof document === 'undefined') return;
    const next: Record<string, boolean> = {};
    try {
      next['bold'] = document.queryCommandState('bold');
      next['italic'] = document.queryCommandState('italic');
      const block = String(document.queryCommandValue('formatBlock')).toLowerCase();
      next['h2'] = block === 'h2';
      next['h3'] = block === 'h3';
      next['quote'] = block === 'blockquote';
      next['ul'] = document.queryCommandState('insertUnorderedList');
      next['ol'] = document.queryCommandState('insertOrderedList');
    } catch {
      // Older engines answer nothing for some commands: the buttons then show no state.
    }
    setActive(next);
  };

  const run = (command: Command) => {
    area.current?.focus();
    // New lines become paragraphs, not <div>s (which the sanitizer would drop).
    document.execCommand('defaultParagraphSeparator', false, 'p');
    if ('block' in command) {
      const current = String(document.queryCommandValue('formatBlock')).toLowerCase();
      document.execCommand('formatBlock', false, current === command.block ? 'p' : command.block);
    } else {
      document.execCommand(command.command, false);
    }
    sync();
  };

  const openLink = () => {
    const selection = window.getSelection();
    saved.current =
      selection && selection.rangeCount > 0 && area.current?.contains(selection.anchorNode)
        ? selection.getRangeAt(0).cloneRange()
        : null;
    setLinking(true);
  };

  const applyLink = () => {
    const href = address.trim();
    setLinking(false);
    area.current?.focus();
    const selection = window.getSelection();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
    if (href !== '' && href !== 'https://') {
      if (selection && selection.isCollapsed) document.execCommand('insertText', false, href);
      if (selection && selection.isCollapsed) {
        // The typed address becomes the link's text: select it back.
        const range = selection.getRangeAt(0);
        range.setStart(range.startContainer, Math.max(0, range.startOffset - href.length));
        selection.removeAllRanges();
        selection.addRange(range);
      }
      document.execCommand('createLink', false, href);
    }
    setAddress('https://');
    sync();
  };

  const onLinkKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      applyLink();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setLinking(false);
      area.current?.focus();
    }
  };

  if (!enhanced) {
    return (
      <div className="flex flex-col gap-1.5" data-testid={testId}>
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <textarea
          id={id}
          name={name}
          dir={dir}
          lang={lang}
          defaultValue={defaultValue}
          rows={8}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : `${id}-hint`}
          className={cx(controlClasses, 'min-h-40 px-3.5 py-2.5 font-mono text-sm')}
        />
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {t('admin.content.editor.htmlHint')}
        </p>
        {error ? (
          <p id={errorId} className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-1.5" data-testid={testId} data-enhanced="true">
      <span id={labelId} className="text-sm font-medium text-ink">
        {label}
      </span>
      <div
        className={cx(
          'rounded-(--radius-control) border bg-surface focus-within:ring-3 focus-within:ring-brand/20',
          error ? 'border-danger' : 'border-control',
        )}
      >
        <div
          role="toolbar"
          aria-label={t('admin.content.editor.toolbar', { field: label })}
          className="flex flex-wrap items-center gap-1 border-b border-line p-1.5"
          dir={dir}
        >
          {COMMANDS.map((command) => (
            <button
              key={command.id}
              type="button"
              className={buttonClass}
              title={t(`admin.content.editor.${command.label}`)}
              aria-pressed={command.id in active ? Boolean(active[command.id]) : undefined}
              // Keeps the text selection in the area while the button is pressed.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => run(command)}
              data-command={command.id}
            >
              {/* The name is the word, not the glyph (H2, 1≡), in the page's language. */}
              <span aria-hidden="true">{command.glyph}</span>
              <span className="sr-only">{t(`admin.content.editor.${command.label}`)}</span>
            </button>
          ))}
          <button
            type="button"
            className={buttonClass}
            title={t('admin.content.editor.link')}
            aria-expanded={linking}
            onMouseDown={(event) => event.preventDefault()}
            onClick={openLink}
            data-command="link"
          >
            <LinkGlyph />
            <span className="sr-only">{t('admin.content.editor.link')}</span>
          </button>
        </div>
        {linking ? (
          <div className="flex flex-wrap items-center gap-2 border-b border-line p-2">
            <label htmlFor={`${id}-link`} className="text-xs font-medium text-ink-muted">
              {t('admin.content.editor.linkAddress')}
            </label>
            <input
              id={`${id}-link`}
              type="url"
              dir="ltr"
              value={address}
              onChange={(event) => setAddress(event.target.value)}
              onKeyDown={onLinkKey}
              autoFocus
              className="h-8 min-w-0 flex-1 rounded-md border border-control bg-canvas px-2 text-sm"
              data-testid={testId ? `${testId}-link-address` : undefined}
            />
            <button type="button" className={cx(buttonClass, 'border border-line')} onClick={applyLink}>
              {t('admin.content.editor.applyLink')}
            </button>
            <button
              type="button"
              className={buttonClass}
              onClick={() => {
                setLinking(false);
                area.current?.focus();
              }}
            >
              {t('admin.content.editor.cancelLink')}
            </button>
          </div>
        ) : null}
        <div
          ref={area}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          contentEditable
          suppressContentEditableWarning
          dir={dir}
          lang={lang}
          tabIndex={0}
          onInput={sync}
          onKeyUp={refreshState}
          onMouseUp={refreshState}
          onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
          className={cx(
            'min-h-40 px-3.5 py-2.5 text-base leading-7 text-ink focus:outline-none',
            '[&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_p+p]:mt-2',
            '[&_ul]:list-disc [&_ul]:ps-6 [&_ol]:list-decimal [&_ol]:ps-6',
            '[&_blockquote]:border-s-4 [&_blockquote]:border-brand/40 [&_blockquote]:ps-3 [&_blockquote]:italic',
            '[&_a]:text-brand [&_a]:underline',
          )}
          data-testid={testId ? `${testId}-area` : undefined}
        />
      </div>
      <input type="hidden" name={name} value={html} />
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
