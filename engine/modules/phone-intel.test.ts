import { getExampleNumber, type CountryCode } from 'libphonenumber-js/max'
import examples from 'libphonenumber-js/mobile/examples'
import { describe, expect, it } from 'vitest'
import { phoneIntelModule } from './phone-intel.ts'
import { flat, requested, usePlatforms } from './_shared/testing.ts'

const platform = usePlatforms()

function example(country: CountryCode): string {
  const number = getExampleNumber(country, examples)
  if (!number) throw new Error(`no example number for ${country}`)
  return number.number
}

async function lookUp(query: string) {
  const p = platform()
  const result = await p.run(phoneIntelModule, query, 'phone')
  return { result, requests: requested(p) }
}

describe('phone-intel', () => {
  it("reads libphonenumber's UK mobile example: formats, country, line type, time zone", async () => {
    const { result, requests } = await lookUp(example('GB'))
    expect(result).toMatchObject({ status: 'found', local: true })
    expect(result.evidence?.summary).toBe(
      'No request: the number is valid in the numbering plan of GB (libphonenumber)',
    )
    expect(flat(result)).toEqual({
      phone: '+447400123456',
      e164: '+447400123456',
      international: '+44 7400 123456',
      national: '07400 123456',
      country_code: 'GB',
      country: 'United Kingdom',
      calling_code: '+44',
      line_type: 'Mobile',
      time_zones: 'Europe/London',
      valid: true,
    })
    expect(requests).toEqual([])
  })

  it.each<[CountryCode, string, string]>([
    ['HK', 'Hong Kong SAR China', 'Asia/Hong_Kong'],
    ['CN', 'China', 'Asia/Shanghai'],
    ['DE', 'Germany', 'Europe/Berlin'],
    ['IN', 'India', 'Asia/Calcutta'],
    // +44 7781… is Guernsey's own plan, not the UK's.
    ['GG', 'Guernsey', 'Europe/Guernsey'],
  ])(
    "reads libphonenumber's %s mobile example as a mobile of that country",
    async (code, name, zone) => {
      const { result } = await lookUp(example(code))
      expect(flat(result)).toMatchObject({ country_code: code, country: name, line_type: 'Mobile' })
      expect(flat(result).time_zones).toBe(zone)
    },
  )

  it('says a US number may be a landline or a mobile, in one line type and no "unknown"', async () => {
    const { result } = await lookUp(example('US'))
    expect(flat(result).line_type_detail).toBeUndefined()
    expect(flat(result)).toMatchObject({
      country_code: 'US',
      line_type: 'Landline or mobile',
      national: '(201) 555-0123',
      // 201 is northern New Jersey: its own zone, not the country's thirty.
      time_zones: 'America/New_York',
    })
  })

  it.each([
    ['+14152000123', 'America/Los_Angeles'],
    ['+18082000123', 'Pacific/Honolulu'],
    ['+16042000123', 'America/Vancouver'],
  ])('gives a North American number its area code’s zone: %s', async (number, zone) => {
    expect(flat((await lookUp(number)).result).time_zones).toBe(zone)
  })

  it('gives no zone where the number does not say which of its country’s it is', async () => {
    // A Russian mobile could be anywhere from Kaliningrad to Kamchatka.
    const { result } = await lookUp('+79123456789')
    expect(result.status).toBe('found')
    expect(flat(result).time_zones).toBeUndefined()
  })

  it.each([
    // libphonenumber's fixed-line example numbers for GB and HK, and its US toll-free example.
    ['+441212345678', 'Landline'],
    ['+85221234567', 'Landline'],
    ['+18002345678', 'Toll-free'],
  ])('reads %s as a %s line', async (number, lineType) => {
    expect(flat((await lookUp(number)).result)).toMatchObject({ line_type: lineType })
  })

  it("reads Ofcom's drama range (+44 7700 900xxx), which no real line uses, as not_found", async () => {
    const { result } = await lookUp('+447700900123')
    expect(result).toMatchObject({ status: 'not_found', local: true })
    expect(result.evidence?.summary).toBe(
      'No request: the number fits no numbering plan (libphonenumber)',
    )
  })

  it('reads an unassigned country code as not_found', async () => {
    const { result } = await lookUp('+99912345678')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toMatch(/fits no numbering plan/)
  })

  it('asks for the country code of a local number instead of guessing one', async () => {
    expect((await lookUp('5550123')).result).toMatchObject({ status: 'error' })
  })
})
