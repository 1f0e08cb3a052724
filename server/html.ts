/** Escapes text for server-rendered HTML (the development sign-in and test checkout pages). */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
