import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { findProject } from './project-form';
import { approve, bountyForm, buildCast, DAY_MS, enrol, publish, uploadAuthorisation, type Cast } from './projects-test-support';
import { insertBug } from '../bugs/bug-moves-test-support';
import { bugs } from '../bugs/bugs.tables';

const stateOf = async (t: TestApp, id: string) => (await findProject(t.db, id))!.state;

describe('settlement waits for open reports (BRIEF §4: stop once every report is closed)', () => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    t = await buildTestApp();
    cast = await buildCast(t);
  });
  afterAll(() => t.close());

  it('keeps a project with an open report in settlement, moves it to stop once the report closes, and never lets it hold up other projects', async () => {
    const file = await uploadAuthorisation(t, cast.company);
    const waiting = await publish(t, cast.company, bountyForm(t, file, { projectname: '待结算项目' }));
    const quiet = await publish(t, cast.company, bountyForm(t, file, { projectname: '无漏洞项目' }));
    for (const id of [waiting, quiet]) await approve(t, cast.staff, id);
    await enrol(t, waiting, cast.hacker, 'normal');
    t.clock.advance(2 * DAY_MS);
    await t.jobs.drain();
    const open = await insertBug(t, waiting, cast.hacker, { state: 'paying' });
    await insertBug(t, waiting, cast.hacker, { state: 'repeat', duplicateOfId: open.id });
    t.clock.advance(60 * DAY_MS);
    await t.jobs.drain();
    expect(await stateOf(t, waiting)).toBe('settlement');
    expect(await stateOf(t, quiet)).toBe('stop');

    await t.db.update(bugs).set({ state: 'end' }).where(eq(bugs.id, open.id));
    t.clock.advance(2 * 60 * 1000);
    await t.jobs.drain();
    expect(await stateOf(t, waiting)).toBe('stop');
  });
});
