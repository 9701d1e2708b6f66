import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  RECORDS_CHANGED_EVENT,
  apiPath,
  apiPaths,
  uniformRolePermissions,
  type Resource,
  type ResourceList,
} from '@cue/contracts';
import { auditLog, mediaAttachments, planningResources, schools, units } from '../../db/schema/index.js';
import { newObjectId } from '../../lib/object-id.js';
import { addClassPhoto } from '../../test/class-photos.js';
import { classesOf, demoLogins } from '../../test/demo.js';
import { tinyPdf } from '../../test/media-files.js';
import { multipartFile } from '../../test/multipart.js';
import { bearer } from '../../test/sign-in.js';
import { collect, connectSocket, eventually } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ResourcesRepository } from './resources.repository.js';
import { ResourcesService } from './resources.service.js';

type Payload = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('resource library', () => {
  let t: TestApp;
  const { staff, parent, forget } = demoLogins(() => t.app);

  const send = (method: Method, url: string, token: string | null, payload?: Payload, headers = {}) =>
    t.app.inject({
      method,
      url,
      ...(payload && { payload }),
      headers: { ...headers, ...(token ? bearer(token) : {}) },
    });
  const byId = (id: string) => apiPath(apiPaths.resourceById, { id });
  const restoreUrl = (id: string) => apiPath(apiPaths.resourceRestore, { id });
  const materials = (title: string, extra: Payload = {}): Payload => ({
    kind: 'materials',
    title,
    materials: ['Paper', 'Glue'],
    ...extra,
  });
  const created = async (token: string, payload: Payload): Promise<Resource> => {
    const response = await send('POST', apiPaths.resources, token, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: Resource }>().result;
  };
  const list = async (token: string, search = ''): Promise<ResourceList> => {
    const response = await send('GET', `${apiPaths.resources}${search}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: ResourceList }>().result;
  };
  const titles = async (token: string, search = '') =>
    (await list(token, search)).resources.map((r) => r.title);
  const uploadPdf = async (token: string): Promise<string> => {
    const file = multipartFile({ filename: 'songs.pdf', contentType: 'application/pdf', bytes: tinyPdf() });
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.uploadMedia,
      payload: file.payload,
      headers: { ...file.headers, ...bearer(token) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: { _id: string } }>().result._id;
  };
  const resourceCount = async () => (await t.db.select({ n: count() }).from(planningResources))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  it('lists the demo library to any staff member of the school, newest first, with the tags in use', async () => {
    const library = await list(await staff('meera'));
    expect(library.resources.map((r) => r.title)).toEqual([
      'Seed planting',
      'Picture books and rhymes to read aloud',
      'Water play tray',
    ]);
    expect(library).toMatchObject({ total: 3, page: 1, page_size: 30 });
    expect(library.tags).toEqual(expect.arrayContaining(['water', 'rhymes', 'seeds']));
    const link = library.resources.find((r) => r.kind === 'link')!;
    expect(link).toMatchObject({
      url: 'https://www.storyweaver.org.in',
      file: null,
      materials: [],
      created_by: { name: 'Meera Iyer' },
      can_edit: true,
      archived: false,
    });
    // Priya's list is Meera's to read, not to edit.
    expect(library.resources.find((r) => r.title === 'Water play tray')!.can_edit).toBe(false);
    // Another school sees none of them.
    expect((await list(await staff('anil'))).total).toBe(0);
  });

  it('adds a file uploaded with POST media/files, a link and a materials list; audited and announced to staff', async () => {
    const priya = await staff('priya');
    const socket = await connectSocket(t.app, await staff('farah'));
    const events = collect(socket, RECORDS_CHANGED_EVENT);
    try {
      const mediaId = await uploadPdf(priya);
      const file = await created(priya, {
        kind: 'file',
        title: 'Monsoon songs',
        media_id: mediaId,
        age_bands: ['3-4'],
        tags: ['songs', 'rain'],
        // Fields of other kinds are not kept.
        url: 'https://example.org/ignored',
      });
      expect(file).toMatchObject({
        kind: 'file',
        url: null,
        materials: [],
        can_edit: true,
        used_in_units: 0,
      });
      expect(file.file).toMatchObject({ _id: mediaId, mime_type: 'application/pdf', file_name: 'songs.pdf' });
      expect(file.file!.media_link).toContain('signature=');
      const [attachment] = await t.db
        .select()
        .from(mediaAttachments)
        .where(eq(mediaAttachments.ownerId, file._id));
      expect(attachment).toMatchObject({ ownerKind: 'resource', mediaId });

      const link = await created(priya, {
        kind: 'link',
        title: 'Rhymes',
        url: 'https://www.storyweaver.org.in',
      });
      expect(link).toMatchObject({ url: 'https://www.storyweaver.org.in', file: null });
      const list1 = await created(priya, materials('Collage', { description: 'Autumn leaves' }));
      expect(list1.materials).toEqual(['Paper', 'Glue']);

      const audited = await t.db.select().from(auditLog).where(eq(auditLog.entityId, file._id));
      expect(audited.map((a) => a.action)).toEqual(['create_resource']);
      await eventually(() => events.some((e) => e.entity === 'resource' && e.ids[0] === list1._id));

      const got = await send('GET', byId(file._id), await staff('meera'));
      expect(got.json<{ result: Resource }>().result.file!._id).toBe(mediaId);
    } finally {
      socket.disconnect();
    }
  });

  it('an Idempotency-Key sent again answers the first resource and adds nothing', async () => {
    const priya = await staff('priya');
    const before = await resourceCount();
    const headers = { 'idempotency-key': 'resource-key-1' };
    const first = await send('POST', apiPaths.resources, priya, materials('Clay day'), headers);
    const again = await send('POST', apiPaths.resources, priya, materials('Clay day'), headers);
    expect(again.json<{ result: Resource }>().result._id).toBe(first.json<{ result: Resource }>().result._id);
    expect(await resourceCount()).toBe(before + 1);
  });

  it('refuses bad input with a 400 naming the field, writing nothing', async () => {
    const priya = await staff('priya');
    const before = await resourceCount();
    const refusal = async (payload: Payload, field: string) => {
      const response = await send('POST', apiPaths.resources, priya, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ field: string }>().field).toBe(field);
    };
    await refusal({ kind: 'link', title: 'No address' }, 'url');
    await refusal({ kind: 'link', title: 'Sneaky', url: 'javascript:alert(1)' }, 'url');
    await refusal({ kind: 'file', title: 'No file' }, 'media_id');
    await refusal({ kind: 'materials', title: 'Empty', materials: [] }, 'materials');
    await refusal({ kind: 'materials', title: '  ', materials: ['Sand'] }, 'title');
    // A file of another school (Anil uploads it at Maple Kids).
    const maplePdf = await uploadPdf(await staff('anil'));
    await refusal({ kind: 'file', title: 'Not ours', media_id: maplePdf }, 'media_id');
    // A file that does not exist.
    await refusal({ kind: 'file', title: 'Ghost', media_id: newObjectId() }, 'media_id');
    // A photo of a class Priya works with, uploaded by Farah: the library is school-wide.
    const farah = await staff('farah');
    const nurseryA = (await classesOf(t.app, farah))['Nursery A']!._id;
    const classPhoto = await addClassPhoto(t, farah, nurseryA, []);
    await refusal({ kind: 'file', title: 'Class photo', media_id: classPhoto }, 'media_id');
    expect(await resourceCount()).toBe(before);
  });

  it('answers 401 without a token and 403 to a parent, on every call', async () => {
    const priya = await staff('priya');
    const mine = await created(priya, materials('Guarded'));
    const rahul = await parent('rahul');
    const calls: [Method, string, Payload?][] = [
      ['GET', apiPaths.resources],
      ['POST', apiPaths.resources, materials('Nope')],
      ['GET', byId(mine._id)],
      ['PUT', byId(mine._id), materials('Nope')],
      ['DELETE', byId(mine._id)],
      ['POST', restoreUrl(mine._id)],
    ];
    for (const [method, url, payload] of calls) {
      expect((await send(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await send(method, url, rahul, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await list(priya)).resources.find((r) => r._id === mine._id)).toMatchObject({ title: 'Guarded' });
  });

  it("another school's resource is a 404 on every call", async () => {
    const mine = await created(await staff('priya'), materials('Sunbeam only'));
    const anil = await staff('anil');
    for (const [method, url, payload] of [
      ['GET', byId(mine._id)],
      ['PUT', byId(mine._id), materials('Taken')],
      ['DELETE', byId(mine._id)],
      ['POST', restoreUrl(mine._id)],
    ] as [Method, string, Payload?][]) {
      expect((await send(method, url, anil, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    const [row] = await t.db.select().from(planningResources).where(eq(planningResources.id, mine._id));
    expect(row).toMatchObject({ title: 'Sunbeam only', archivedAt: null });
  });

  it('the author edits their own; another teacher may not edit or archive it; the library manager may', async () => {
    const priya = await staff('priya');
    const meera = await staff('meera');
    const farah = await staff('farah');
    const mediaId = await uploadPdf(priya);
    const mine = await created(priya, { kind: 'file', title: 'Shapes poster', media_id: mediaId });

    const edited = await send('PUT', byId(mine._id), priya, {
      kind: 'file',
      title: 'Shapes poster (A3)',
      media_id: mediaId,
      tags: ['maths'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ result: Resource }>().result).toMatchObject({
      title: 'Shapes poster (A3)',
      tags: ['maths'],
    });

    expect((await send('PUT', byId(mine._id), meera, materials('Mine now'))).statusCode).toBe(403);
    expect((await send('DELETE', byId(mine._id), meera)).statusCode).toBe(403);
    const [untouched] = await t.db.select().from(planningResources).where(eq(planningResources.id, mine._id));
    expect(untouched).toMatchObject({ title: 'Shapes poster (A3)', archivedAt: null });

    // Farah (academic_setup.resources) keeps Priya's file when she corrects the title.
    const managed = await send('PUT', byId(mine._id), farah, {
      kind: 'file',
      title: 'Shapes poster',
      media_id: mediaId,
    });
    expect(managed.statusCode, managed.body).toBe(200);
    expect(managed.json<{ result: Resource }>().result.file!._id).toBe(mediaId);
    // An edit naming a file Farah may not attach (Meera's upload) is refused, naming media_id.
    const meeraPdf = await uploadPdf(meera);
    const swapped = await send('PUT', byId(mine._id), farah, {
      kind: 'file',
      title: 'Shapes poster',
      media_id: meeraPdf,
    });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json()).toMatchObject({ field: 'media_id' });
    // Made a link: the file is no longer attached.
    const relinked = await send('PUT', byId(mine._id), priya, {
      kind: 'link',
      title: 'Shapes poster online',
      url: 'https://example.org/shapes',
    });
    expect(relinked.json<{ result: Resource }>().result).toMatchObject({ kind: 'link', file: null });
    const attachments = await t.db
      .select()
      .from(mediaAttachments)
      .where(eq(mediaAttachments.ownerId, mine._id));
    expect(attachments).toEqual([]);
  });

  it('archives and restores: out of the library, in the archived list of the author and the managers', async () => {
    const priya = await staff('priya');
    const meera = await staff('meera');
    const farah = await staff('farah');
    const mine = await created(priya, materials('Old puzzle box'));

    const archived = await send('DELETE', byId(mine._id), priya);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toEqual({ output: { id: mine._id } });
    expect(await titles(meera)).not.toContain('Old puzzle box');
    expect(await titles(priya, '?archived=true')).toContain('Old puzzle box');
    expect(await titles(farah, '?archived=true')).toContain('Old puzzle box');
    // Meera sees only her own archived resources, and may not open Priya's.
    expect(await titles(meera, '?archived=true')).not.toContain('Old puzzle box');
    expect((await send('GET', byId(mine._id), meera)).statusCode).toBe(403);
    expect((await send('POST', restoreUrl(mine._id), meera)).statusCode).toBe(403);

    const restored = await send('POST', restoreUrl(mine._id), farah);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<{ result: Resource }>().result.archived).toBe(false);
    expect(await titles(meera)).toContain('Old puzzle box');
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.entityId, mine._id));
    expect(audited.map((a) => a.action)).toEqual(['create_resource', 'archive_resource', 'restore_resource']);
  });

  it('counts the units of the organization that link a resource; archiving a linked one is allowed', async () => {
    const priya = await staff('priya');
    const used = await created(priya, materials('Sand tray'));
    const [sunbeam] = await t.db.select().from(schools).where(eq(schools.name, 'Sunbeam Nursery'));
    const unit = (title: string, deletedAt: Date | null = null) => ({
      id: newObjectId(),
      organizationId: sunbeam!.organizationId,
      schoolId: sunbeam!.id,
      title,
      framework: 'ncf_fs_2022' as const,
      ageBand: '3-4' as const,
      durationDays: 5,
      theme: 'Sand',
      learningOutcomes: [],
      activities: [],
      differentiation: { support: '', extend: '' },
      assessment: [],
      resourceIds: [used._id],
      searchText: title.toLowerCase(),
      deletedAt,
    });
    await t.db.insert(units).values([unit('Sand week'), unit('Beach days'), unit('Gone', new Date())]);
    const listed = (await list(priya)).resources.find((r) => r._id === used._id)!;
    expect(listed.used_in_units).toBe(2);

    expect((await send('DELETE', byId(used._id), priya)).statusCode).toBe(200);
    const archivedOne = (await list(priya, '?archived=true')).resources.find((r) => r._id === used._id)!;
    expect(archivedOne).toMatchObject({ archived: true, used_in_units: 2 });
  });

  it('searches title, description, materials and tags; filters by kind, age and tag', async () => {
    const meera = await staff('meera');
    const priya = await staff('priya');
    await created(
      priya,
      materials('Mud kitchen', {
        materials: ['Old pans', 'Wooden spoons'],
        tags: ['Outdoor'],
        age_bands: ['5-6'],
      }),
    );

    expect(await titles(meera, '?q=funnel')).toEqual(['Water play tray']);
    expect(await titles(meera, '?q=WOODEN')).toEqual(['Mud kitchen']);
    expect(await titles(meera, '?q=openly%20licensed')).toEqual(['Picture books and rhymes to read aloud']);
    expect(await titles(meera, '?q=science')).toEqual(['Seed planting']);
    expect(await titles(meera, '?q=100%25')).toEqual([]);
    expect(await titles(meera, '?kind=link')).toEqual(
      expect.arrayContaining(['Picture books and rhymes to read aloud']),
    );
    expect((await list(meera, '?kind=link')).resources.every((r) => r.kind === 'link')).toBe(true);
    // Ages 2-3: the water tray, and what suits any age (no age bands), never the mud kitchen (5-6).
    const toddlers = await titles(meera, '?age_band=2-3');
    expect(toddlers).toEqual(
      expect.arrayContaining(['Water play tray', 'Picture books and rhymes to read aloud']),
    );
    expect(toddlers).not.toContain('Mud kitchen');
    expect(toddlers).not.toContain('Seed planting');
    // Tags match whatever the case.
    expect(await titles(meera, '?tag=outdoor')).toEqual(['Mud kitchen', 'Water play tray']);
    expect((await send('GET', `${apiPaths.resources}?kind=poster`, meera)).statusCode).toBe(400);
  });

  it("resourceRefs (for units): the school's live resources in the order asked, nothing else", async () => {
    const priya = await staff('priya');
    const kept = await created(priya, materials('Kept'));
    const gone = await created(priya, materials('Gone'));
    await send('DELETE', byId(gone._id), priya);
    const maple = await created(await staff('anil'), materials('Maple'));
    const [sunbeam] = await t.db.select().from(schools).where(eq(schools.name, 'Sunbeam Nursery'));
    const service = new ResourcesService({
      repository: new ResourcesRepository(t.db),
      schools: {
        staffAccess: async (actor) => ({
          userId: actor.userId,
          schoolId: sunbeam!.id,
          isAdmin: false,
          rolePermissions: uniformRolePermissions(false),
        }),
      },
      hub: { recordsChanged: () => {}, endStaffConnections: () => {}, usersChanged: () => {} },
      clock: t.clock,
      attachments: { checkAttachable: async () => [], filesOf: async () => new Map() },
    });
    const actor = {
      userId: kept.created_by._id,
      kind: 'staff' as const,
      sessionId: 's',
      schoolId: sunbeam!.id,
      isTemporary: false,
    };
    const seed = (await list(priya)).resources.find((r) => r.title === 'Water play tray')!;
    const refs = await service.resourceRefs(actor, [
      kept._id,
      gone._id,
      maple._id,
      newObjectId(),
      seed._id,
      kept._id,
    ]);
    expect(refs).toEqual([
      { _id: kept._id, title: 'Kept', kind: 'materials' },
      { _id: seed._id, title: 'Water play tray', kind: 'materials' },
    ]);
  });

  it('pages with the PageNumber header', async () => {
    // Maple Kids' own library made 31 long, so Sunbeam's resources of the tests above do not count.
    const anil = await staff('anil');
    const already = (await list(anil)).total;
    for (let n = already + 1; n <= 31; n++) await created(anil, materials(`Maple list ${n}`));
    const first = await list(anil);
    expect(first).toMatchObject({ total: 31, page: 1 });
    expect(first.resources).toHaveLength(30);
    const second = await send('GET', apiPaths.resources, anil, undefined, { PageNumber: '2' });
    expect(second.statusCode).toBe(200);
    const page = second.json<{ result: ResourceList }>().result;
    expect(page).toMatchObject({ page: 2, total: 31 });
    expect(page.resources).toHaveLength(1);
    expect(first.resources.map((r) => r._id)).not.toContain(page.resources[0]!._id);
  });
});
