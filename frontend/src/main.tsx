import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './shell/i18n';
import './shell/plain.css';
import './styles.css';
import { App } from './shell/App';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
