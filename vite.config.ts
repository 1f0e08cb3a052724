import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { precompress } from './scripts/build/precompress.ts'

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), precompress()],
  build: { outDir: '../dist/web', emptyOutDir: true },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    // In development the API runs beside Vite; one origin for the browser either way.
    proxy: Object.fromEntries(
      ['/api', '/auth', '/dev-oidc'].map((p) => [p, { target: apiTarget }]),
    ),
  },
})
