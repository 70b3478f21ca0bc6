import { describe, expect, it } from 'vitest';
import { excerptOf, toPlainText, toSafeHtml } from './rich-text.ts';

describe('toSafeHtml', () => {
  it('escapes plain text and turns blank lines into paragraphs', () => {
    expect(toSafeHtml('Tom & Jerry <3\nsecond line\n\nNext')).toBe(
      '<p>Tom &amp; Jerry &lt;3<br>second line</p><p>Next</p>',
    );
  });

  it('keeps the safe subset and drops scripts, handlers, styles and javascript: links', () => {
    const html = toSafeHtml(
      '<h2 onclick="x()">Title</h2><p style="color:red">A <strong>bold</strong> <a href="javascript:alert(1)">bad</a> ' +
        '<a href="https://example.com" target="_blank">good</a></p><script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://e.vil"></iframe>',
    );
    expect(html).toBe(
      '<h2>Title</h2><p>A <strong>bold</strong> <a rel="noopener noreferrer nofollow">bad</a> ' +
        '<a href="https://example.com" rel="noopener noreferrer nofollow">good</a></p>',
    );
  });

  it('answers an empty string for nothing', () => {
    expect(toSafeHtml(null)).toBe('');
    expect(toSafeHtml('   ')).toBe('');
  });
});

describe('toPlainText and excerptOf', () => {
  it('strips markup, keeps words apart and decodes entities', () => {
    expect(toPlainText('<p>One &amp; two</p><p>three<br>four</p><script>evil()</script>')).toBe(
      'One & two three four',
    );
  });

  it('cuts at a word with an ellipsis', () => {
    expect(excerptOf('alpha beta gamma delta', 12)).toBe('alpha beta…');
    expect(excerptOf('short', 12)).toBe('short');
  });
});
