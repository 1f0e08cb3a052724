/** The boundary our multipart bodies use: fixed, so a recorded request can be matched. */
export const FORM_BOUNDARY = '----snooplensFormBoundary7d1f9b3x'

/**
 * A multipart/form-data body of plain text fields, for sign-up forms that post FormData.
 * Values are the caller's (the address among them) and are sent as they are: a text field
 * ends at the next boundary line, which an address cannot contain.
 */
export function multipartBody(fields: Record<string, string>): string {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${FORM_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return `${parts.join('')}--${FORM_BOUNDARY}--\r\n`
}
