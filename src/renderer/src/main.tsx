import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/spotlight/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { watchEscape } from './components/overlay/layers';
import { AppLayout } from './shell/AppLayout';
import { NoticeListener } from './shell/NoticeListener';
import { TicketAlertListener } from './shell/TicketAlertListener';
import { useNavigation } from './stores/navigation';
import { preloadOtherWorkspacesWhenIdle, preloadWorkspace } from './workspaces/registry';
import { cssVariablesResolver, theme } from './theme';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 15_000 } },
});

watchEscape();
// The first workspace's chunk is fetched alongside the first render, not after it.
preloadWorkspace(useNavigation.getState().current);
window.addEventListener('load', preloadOtherWorkspacesWhenIdle, { once: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications position="bottom-right" />
          <NoticeListener />
          <TicketAlertListener />
          <AppLayout />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
