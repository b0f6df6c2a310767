import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '../lib/router';
import { useQueryClient } from '@tanstack/react-query';
import { onApiFailure } from '../lib/api-client';
import { notifications } from '@mantine/notifications';
import { showAlert } from '../components/feedback/show-alert';
import { storageKeys } from '../lib/storage-keys';
import { meQueryKey } from '../lib/session/me';
import { describeFailure } from './failure-handler';
import { openUpdatePrompt } from '../lib/update-prompt';

/** Registers the global handling of failed calls (platform.md 8) for the app's lifetime. */
export function useFailureHandler() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const path = useRef(location.pathname);
  useEffect(() => {
    path.current = location.pathname;
  }, [location.pathname]);

  useEffect(() => {
    onApiFailure((error) => {
      const outcome = describeFailure(error, path.current);
      if (outcome.updatePrompt) openUpdatePrompt();
      if (outcome.signOut) {
        localStorage.removeItem(storageKeys.accessToken);
        localStorage.removeItem(storageKeys.tokenType);
        queryClient.setQueryData(meQueryKey, null);
      }
      if (outcome.toast) {
        // One alert at a time (platform.md 8): the previous one goes first.
        notifications.clean();
        showAlert('error', outcome.toast);
      }
      if (outcome.redirect) void navigate(outcome.redirect);
    });
    return () => onApiFailure(null);
  }, [navigate, queryClient]);
}
