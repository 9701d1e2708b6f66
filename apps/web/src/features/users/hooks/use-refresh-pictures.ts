import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usersQueryKeys } from '../api/get-current-user';

/**
 * Reloads the user and the children, whose picture links are signed for five minutes: an avatar
 * whose image failed calls this. Several avatars failing together share one refetch.
 */
export function useRefreshPictures(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: usersQueryKeys.all }, { cancelRefetch: false });
  }, [queryClient]);
}
