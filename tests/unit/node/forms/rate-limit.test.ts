import { RateLimiter } from '../../../../src/node/forms/rate-limit'

describe('RateLimiter', () => {
  it('allows `limit` hits per window per key, then says how long to wait', () => {
    const limiter = new RateLimiter(60_000)
    const ip = [{ key: 'ip:1', limit: 2 }]
    expect(limiter.take(ip, 0)).toEqual({ allowed: true })
    expect(limiter.take(ip, 1_000)).toEqual({ allowed: true })
    expect(limiter.take(ip, 30_500)).toEqual({ allowed: false, retryAfterSeconds: 30 })
    expect(limiter.take([{ key: 'ip:2', limit: 2 }], 30_500)).toEqual({ allowed: true })
    expect(limiter.take(ip, 60_000)).toEqual({ allowed: true })
  })

  it('takes from every key or from none', () => {
    const limiter = new RateLimiter(60_000)
    expect(limiter.take([{ key: 'email:a', limit: 1 }], 0).allowed).toBe(true)
    expect(
      limiter.take(
        [
          { key: 'ip:1', limit: 5 },
          { key: 'email:a', limit: 1 },
        ],
        1,
      ).allowed,
    ).toBe(false)
    // The refused request did not use up the IP's allowance.
    for (let i = 0; i < 5; i++) expect(limiter.take([{ key: 'ip:1', limit: 5 }], 2).allowed).toBe(true)
  })

  it('gives a hit back to every key, within its window', () => {
    const limiter = new RateLimiter(60_000)
    const keys = [
      { key: 'ip:1', limit: 1 },
      { key: 'email:a', limit: 1 },
    ]
    expect(limiter.take(keys, 0).allowed).toBe(true)
    limiter.giveBack(keys, 1)
    expect(limiter.take(keys, 2).allowed).toBe(true)
    expect(limiter.take(keys, 3).allowed).toBe(false)
    // A window already over has nothing to give back.
    limiter.giveBack(keys, 60_001)
    expect(limiter.take(keys, 60_002).allowed).toBe(true)
    expect(limiter.take(keys, 60_003).allowed).toBe(false)
  })
})
