import { TUTOR_CARD_GIGS_LIMIT, type Gig, type Page, type TutorCard } from '@tutorium/shared/contracts';
import type { TestApp } from '../helpers/build-test-app';
import { aGig, aStudent, aSubject, aTutor, buildMarketplaceApp, call, placeUser, setBalance, type TestUser } from '../helpers/marketplace';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildMarketplaceApp();
});

afterAll(async () => {
  await testApp.close();
});

// A corner of the world of its own, so other tests' tutors never fall inside the radius.
const HERE = { lat: 64.14, lng: -21.94 };

const cardsOf = async (response: Promise<{ statusCode: number; json: <T>() => T }>) => {
  const reply = await response;
  expect(reply.statusCode).toBe(200);
  return reply.json<Page<TutorCard>>().results;
};
const summary = (gig: Gig) => ({ id: gig.id, title: gig.title, description: gig.description, subject: gig.subject });
const cardOf = (cards: TutorCard[], tutor: TestUser) => cards.find((card) => card.id === tutor.id);

describe("tutor cards' gigs", () => {
  it('list each tutor\'s active gigs, newest first, with id, title, description and subject only', async () => {
    const { app, database } = testApp;
    const [subject, other, pending] = [await aSubject(database), await aSubject(database), await aSubject(database, { active: false })];
    const [tutor, colleague] = [await aTutor(database), await aTutor(database)];
    const older = await aGig(app, tutor, { subject, title: 'Algebra' });
    await aGig(app, tutor, { subject: pending, title: 'Awaiting approval' });
    const newer = await aGig(app, tutor, { subject: other, title: 'Geometry' });
    const colleagues = await aGig(app, colleague, { subject, title: 'Statistics' });

    const cards = await cardsOf(call(app, undefined, 'GET', `/api/tutors/?subject=${encodeURIComponent(subject)}&page_size=50`));
    expect(cardOf(cards, tutor)?.gigs).toEqual([summary(newer), summary(older)]);
    expect(cardOf(cards, colleague)?.gigs).toEqual([summary(colleagues)]);
    // The tutor's own card is a card like any other: a pending gig is on their profile, not here.
    const ownCards = await cardsOf(call(app, tutor, 'GET', `/api/tutors/?subject=${encodeURIComponent(subject)}&page_size=50`));
    expect(cardOf(ownCards, tutor)?.gigs.map((gig) => gig.title)).toEqual(['Geometry', 'Algebra']);
  });

  it('are on the cards of every list: by subject, near a place, and the search', async () => {
    const { app, database } = testApp;
    const subject = await aSubject(database);
    const tutor = await aTutor(database);
    await placeUser(database, tutor.id, { lat: HERE.lat, lng: HERE.lng, location: 'Reykjavik' });
    const gig = await aGig(app, tutor, { subject });
    const student = await aStudent(database);

    const lists = [
      call(app, student, 'GET', `/api/tutors/?lat=${HERE.lat}&lng=${HERE.lng}&radius_km=5`),
      call(app, student, 'GET', `/api/tutors/?subject=${encodeURIComponent(subject)}&lat=${HERE.lat}&lng=${HERE.lng}`),
      call(app, student, 'POST', '/api/tutors/search/', { subject, lat: HERE.lat, lng: HERE.lng }),
      call(app, student, 'POST', '/api/tutors/search/', { subject }),
    ];
    for (const list of lists) expect(cardOf(await cardsOf(list), tutor)?.gigs).toEqual([summary(gig)]);
  });

  it(`list at most ${TUTOR_CARD_GIGS_LIMIT} gigs of a tutor, the newest; a tutor without an active gig has none`, async () => {
    const { app, database } = testApp;
    const subject = await aSubject(database);
    const [busy, idle] = [await aTutor(database), await aTutor(database)];
    await setBalance(database, busy.id, 100);
    const titles: string[] = [];
    for (let index = 0; index <= TUTOR_CARD_GIGS_LIMIT; index += 1) titles.push((await aGig(app, busy, { subject, title: `Gig ${index}` })).title);
    await aGig(app, idle, { subject: await aSubject(database, { active: false }) });

    const cards = await cardsOf(call(app, undefined, 'GET', `/api/tutors/?subject=${encodeURIComponent(subject)}`));
    expect(cardOf(cards, busy)?.gigs.map((gig) => gig.title)).toEqual(titles.reverse().slice(0, TUTOR_CARD_GIGS_LIMIT));
    const profile = await call(app, busy, 'GET', `/api/tutors/${busy.id}/`);
    expect(profile.json<{ gigs: Gig[] }>().gigs).toHaveLength(TUTOR_CARD_GIGS_LIMIT + 1);
    const everyone = await cardsOf(call(app, undefined, 'GET', '/api/tutors/?page_size=50&location=&premium=false'));
    expect(everyone.every((card) => Array.isArray(card.gigs))).toBe(true);
    expect(cardOf(everyone, idle)?.gigs ?? []).toEqual([]);
  });
});
