import { messages } from '@cue/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { MobileAppRoute, mobileAppLinks } from './mobile-app-route';

describe('MobileAppRoute', () => {
  it('shows the spec heading and both store links', () => {
    renderWithProviders(<MobileAppRoute />);
    expect(screen.getByRole('heading', { name: messages.mobileAppHeading })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download on the App Store' }).getAttribute('href')).toBe(
      mobileAppLinks.appStore,
    );
    expect(screen.getByRole('link', { name: 'Get it on Google Play' }).getAttribute('href')).toBe(
      mobileAppLinks.playStore,
    );
  });
});
