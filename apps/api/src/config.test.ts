import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, NO_SHEDDING } from './config';

describe('configuration', () => {
  it('runs locally with no variables at all: PGlite, the dev provider, port 8080', () => {
    const config = loadConfig({}, '/repo');
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.database.url).toBeUndefined();
    expect(config.database.dataDir).toBe('/repo/.data/pglite');
    expect(config.database.seedDemo).toBe(true);
    expect(config.oidc.issuer).toBe('http://localhost:8081');
    expect(config.oidc.redirectUri).toBe('http://localhost:8080/token');
    expect(config.oidc.allowInsecureIssuer).toBe(true);
    expect(config.session.rotateSeconds).toBe(3600);
    expect(config.trustProxy).toBe(false);
  });

  it("sheds on the database's and the event loop's standing queues on PostgreSQL only, unless told otherwise", () => {
    // PGlite runs its queries on the event loop: neither signal is a queue there.
    expect(loadConfig({}).overload).toEqual({
      intervalMs: 100,
      dbWaitTargetMs: 0,
      eventLoopTargetMs: 0,
    });
    const postgres = { DATABASE_URL: 'postgres://db.example/points' };
    expect(loadConfig(postgres).overload.dbWaitTargetMs).toBe(10);
    expect(loadConfig(postgres).overload.eventLoopTargetMs).toBe(50);
    expect(
      loadConfig({ OVERLOAD_TARGET_EVENT_LOOP_DELAY_MS: '80' }).overload.eventLoopTargetMs,
    ).toBe(80);
    expect(
      loadConfig({ ...postgres, OVERLOAD_TARGET_DB_WAIT_MS: '0' }).overload.dbWaitTargetMs,
    ).toBe(0);
    expect(loadConfig({ OVERLOAD_TARGET_DB_WAIT_MS: '35' }).overload.dbWaitTargetMs).toBe(35);
    expect(loadConfig({ OVERLOAD_INTERVAL_MS: '250' }).overload.intervalMs).toBe(250);
    expect(() => loadConfig({ OVERLOAD_TARGET_DB_WAIT_MS: '-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ OVERLOAD_INTERVAL_MS: '0' })).toThrow(ConfigError);
  });

  it('turns shedding off altogether with NO_SHEDDING', () => {
    const postgres = { DATABASE_URL: 'postgres://db.example/points' };
    expect(loadConfig({ ...postgres, ...NO_SHEDDING }).overload).toMatchObject({
      dbWaitTargetMs: 0,
      eventLoopTargetMs: 0,
    });
  });

  it("refuses shedding's former thresholds, naming what replaced them", () => {
    expect(() => loadConfig({ OVERLOAD_MAX_DB_WAIT_MS: '0' })).toThrowError(
      /OVERLOAD_MAX_DB_WAIT_MS: no longer read; shedding is set with OVERLOAD_TARGET_DB_WAIT_MS/,
    );
    expect(() => loadConfig({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '500' })).toThrowError(
      /OVERLOAD_TARGET_EVENT_LOOP_DELAY_MS/,
    );
  });

  it('derives the redirect URI from PUBLIC_URL and honours PORT and IDP_PORT', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://points.example/',
      PORT: '9000',
      IDP_PORT: '9001',
    });
    expect(config.oidc.redirectUri).toBe('https://points.example/token');
    expect(config.port).toBe(9000);
    expect(config.oidc.issuer).toBe('http://localhost:9001');
  });

  it('fails with a message naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrowError(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' });
    } catch (error) {
      expect(String((error as Error).message)).toMatch(/PORT/);
      expect(String((error as Error).message)).toMatch(/DATABASE_URL/);
    }
  });

  it('refuses to run in production with the dev client secret or without a real issuer', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(/OIDC_CLIENT_SECRET/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', OIDC_CLIENT_SECRET: 'real-secret' }),
    ).toThrowError(/OIDC_ISSUER/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        OIDC_CLIENT_SECRET: 'real-secret',
        OIDC_ISSUER: 'http://idp.internal',
      }),
    ).toThrowError(/CONSOLE_OIDC_CLIENT_SECRET/);
    const config = loadConfig({
      NODE_ENV: 'production',
      OIDC_CLIENT_SECRET: 'real-secret',
      CONSOLE_OIDC_CLIENT_SECRET: 'real-console-secret',
      OIDC_ISSUER: 'http://idp.internal',
      DATABASE_URL: 'postgres://db/points',
    });
    expect(config.oidc.allowInsecureIssuer).toBe(false);
    expect(config.database.seedDemo).toBe(false);
  });

  it('parses the proxy trust setting', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
    ]);
  });
});
