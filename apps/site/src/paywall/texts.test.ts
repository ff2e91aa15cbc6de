import { describe, expect, it } from 'vitest';
import { appStoryLink, FALLBACK_PAYWALL_TEXTS, readPaywallTexts } from './texts.ts';

// AB-09: the blocker's words and pictures as read from the editors' `paywall` configuration.

describe('readPaywallTexts (AB-09)', () => {
  it('AB-09 reads the tablet blocker’s app link and its words (spec §2.4)', () => {
    const texts = readPaywallTexts({
      paywall_appDeepLink: ' https://apps.example/open?path={path} ',
      paywall_appOpenText: 'Read it in the app',
    });
    expect(texts.appDeepLink).toBe('https://apps.example/open?path={path}');
    expect(texts.appOpenText).toBe('Read it in the app');
  });

  it('AB-09 without an app link there is none; the link’s words fall back to the house’s', () => {
    const texts = readPaywallTexts({ paywall_appOpenText: '   ' });
    expect(texts.appDeepLink).toBe('');
    expect(texts.appOpenText).toBe(FALLBACK_PAYWALL_TEXTS.appOpenText);
  });

  it('AB-09 bounds every value to 300 characters', () => {
    expect(
      readPaywallTexts({ paywall_appDeepLink: `https://a.example/${'x'.repeat(400)}` }).appDeepLink,
    ).toHaveLength(300);
  });
});

describe('the configured pictures (AB-09)', () => {
  it('AB-09 reads the desktop, phone and trial pictures', () => {
    const texts = readPaywallTexts({
      paywall_desktopImage: 'https://img.example/wide.png',
      paywall_mobileImage: 'https://img.example/phone.png',
      paywall_trialImage: 'https://img.example/trial.png',
    });
    expect([texts.image, texts.mobileImage, texts.trialImage]).toEqual([
      'https://img.example/wide.png',
      'https://img.example/phone.png',
      'https://img.example/trial.png',
    ]);
  });

  it('AB-09 leaves out what is not configured: no picture is made up', () => {
    const texts = readPaywallTexts({});
    expect([texts.image, texts.mobileImage, texts.trialImage]).toEqual(['', '', '']);
  });
});

describe('appStoryLink (AB-09, spec §2.4)', () => {
  it('puts the story’s path, encoded, where the link says {path}', () => {
    expect(appStoryLink('https://apps.example/open?path={path}', '/a/articleshow/7.cms')).toBe(
      'https://apps.example/open?path=%2Fa%2Farticleshow%2F7.cms',
    );
  });

  it('leaves a link without {path} as it is, and cannot be made to break out of the query', () => {
    expect(appStoryLink('https://apps.example/open', '/a.cms')).toBe('https://apps.example/open');
    expect(appStoryLink('https://apps.example/o?p={path}', '/a?x=1&y="<>')).toBe(
      'https://apps.example/o?p=%2Fa%3Fx%3D1%26y%3D%22%3C%3E',
    );
  });
});
