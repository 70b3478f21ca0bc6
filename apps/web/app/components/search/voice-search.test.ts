import { describe, expect, it } from 'vitest';
import { recognitionLanguageOf, speechRecognitionOf } from './voice-search-button.tsx';
import { advancedSearchPath, isolateText, searchResultsPath } from './quick-search-payload.ts';

describe('voice search', () => {
  it('listens in the Arabic of the country, or in English', () => {
    expect(recognitionLanguageOf('ar-eg')).toBe('ar-EG');
    expect(recognitionLanguageOf('ar-sa')).toBe('ar-SA');
    expect(recognitionLanguageOf('ar-ae')).toBe('ar-AE');
    expect(recognitionLanguageOf('en-sa')).toBe('en');
  });

  it('finds the standard or the prefixed recognizer, and nothing where there is none', () => {
    class Standard {}
    class Prefixed {}
    expect(speechRecognitionOf({ SpeechRecognition: Standard, webkitSpeechRecognition: Prefixed })).toBe(
      Standard,
    );
    expect(speechRecognitionOf({ webkitSpeechRecognition: Prefixed })).toBe(Prefixed);
    expect(speechRecognitionOf({})).toBeNull();
    expect(speechRecognitionOf({ webkitSpeechRecognition: 'not a constructor' })).toBeNull();
  });
});

describe('search links', () => {
  it('encode the text and leave empty filters out', () => {
    // en-sa: never the unprefixed default locale, whatever the locale strategy.
    expect(searchResultsPath('en-sa', 'كوب & mug')).toBe(
      `/en-sa/search?v=${encodeURIComponent('كوب')}+%26+mug`,
    );
    expect(advancedSearchPath('en-sa', { search: 'mug', designer: '' })).toBe('/en-sa/alpha?search=mug');
    expect(advancedSearchPath('en-sa')).toBe('/en-sa/alpha');
    expect(isolateText('mug')).toBe('\u2068mug\u2069');
  });
});
