import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './query-client';
import { createRouter } from './router';

export function App() {
  const [router] = useState(createRouter);
  const [queryClient] = useState(() => createQueryClient((path) => void router.navigate(path)));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
