import { useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { registerNavigate } from '../lib/navigation';
import { SiteRoutes } from './routes';

/** Lets code outside components (error routing) navigate within the SPA. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigate((path, options) => void navigate(path, options));
    return () => registerNavigate(null);
  }, [navigate]);
  return null;
}

export function App() {
  return (
    <BrowserRouter>
      <NavigationBridge />
      <SiteRoutes />
    </BrowserRouter>
  );
}
