import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { staffProfile } from '../../../test/fixtures';
import { getCurrentUserQueryOptions } from '../../users/api/get-current-user';
import { editorDirectionOf, useEditorDirection } from './use-editor-direction';

function withUser(direction: 'l2r' | 'r2l' | null) {
  sessionStore.saveLoginResult({ staff_user: { access_token: 'a', refresh_token: 'r' } });
  const queryClient = new QueryClient();
  if (direction) {
    const staff = {
      ...staffProfile,
      school_details: { ...staffProfile.school_details, editor_direction: direction },
    };
    queryClient.setQueryData(getCurrentUserQueryOptions('staff', 'staff').queryKey, {
      kind: 'staff',
      staff,
      parent: null,
    });
  }
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

describe('editor direction', () => {
  it("writes right to left for a school whose editor_direction is 'r2l'", () => {
    expect(renderHook(useEditorDirection, { wrapper: withUser('r2l') }).result.current).toBe('rtl');
  });

  it("writes left to right for 'l2r' and while no profile is loaded", () => {
    expect(renderHook(useEditorDirection, { wrapper: withUser('l2r') }).result.current).toBe('ltr');
    expect(renderHook(useEditorDirection, { wrapper: withUser(null) }).result.current).toBe('ltr');
    expect(editorDirectionOf(null)).toBe('ltr');
  });
});
