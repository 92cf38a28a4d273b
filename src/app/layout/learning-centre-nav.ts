/**
 * The learning centre's side menu (spec 001 §2 "Learning centre pages"): every /my page, grouped
 * the way learners look for them. Titles are the `routes` titles of the pages.
 */
export const LEARNING_CENTRE_NAV: { group: string; items: { title: string; to: string }[] }[] = [
  {
    group: 'study',
    items: [
      { title: 'myIndex', to: '/my/index' },
      { title: 'learnRecord', to: '/my/learn-record' },
      { title: 'studyCalendar', to: '/my/studycalendar' },
      { title: 'myCollect', to: '/my/my-collect' },
      { title: 'myNote', to: '/my/my-note' },
      { title: 'downloadRecord', to: '/my/download-record' },
      { title: 'myUploadCourse', to: '/my/my-upLoadCourse' },
    ],
  },
  {
    group: 'exams',
    items: [
      { title: 'myExam', to: '/my/my-exam' },
      { title: 'myPractice', to: '/my/my-practice' },
      { title: 'myExercise', to: '/my/my-exercise' },
    ],
  },
  {
    group: 'training',
    items: [
      { title: 'myTrain', to: '/my/my-myTrain' },
      { title: 'myActive', to: '/my/my-active' },
      // Not a /my page: the questionnaires live under /questionnaire, and nothing else leads there.
      { title: 'questionMyList', to: '/questionnaire/questionMyList' },
      { title: 'myBooking', to: '/my/my-booking' },
      { title: 'myHomework', to: '/my/my-homeWork' },
      { title: 'myCertificate', to: '/my/my-certificate' },
    ],
  },
  {
    group: 'rewards',
    items: [
      { title: 'medal', to: '/my/medal' },
      { title: 'myDuration', to: '/my/my-duration' },
      { title: 'myCredit', to: '/my/my-credit' },
      { title: 'myIntegral', to: '/my/my-integral' },
      { title: 'myOrder', to: '/my/order' },
      { title: 'myExchangeRecord', to: '/my/exchange-record' },
      { title: 'myAddress', to: '/my/address' },
    ],
  },
];
