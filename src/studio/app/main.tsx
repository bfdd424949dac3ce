// The operator studio's entry (studio.html, its own Vite build: vite.studio.config.ts). Players' pages never load it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { App } from './App';

createRoot(document.getElementById('studio')!).render(
  <StrictMode>
    <ChakraProvider value={defaultSystem}>
      <App />
    </ChakraProvider>
  </StrictMode>,
);
