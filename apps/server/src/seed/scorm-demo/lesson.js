/* A minimal SCORM 1.2 SCO: finds the LMS API the standard way (its own window first, then
   parent frames, then the opener), resumes at the saved page, and reports completion with
   LMSSetValue, LMSCommit and LMSFinish. */
(function () {
  'use strict';
  function findApi(win) {
    for (var depth = 0; win && depth < 10; depth += 1) {
      try {
        if (win.API) return win.API;
      } catch {
        return null; // a window of another origin
      }
      if (win.parent === win) break;
      win = win.parent;
    }
    return null;
  }
  var api = findApi(window) || (window.opener && findApi(window.opener));
  var status = document.getElementById('status');
  var finished = false;

  function show(page) {
    var pages = document.querySelectorAll('.page');
    for (var i = 0; i < pages.length; i += 1)
      pages[i].hidden = pages[i].getAttribute('data-page') !== String(page);
    if (api) {
      api.LMSSetValue('cmi.core.lesson_location', String(page));
      api.LMSCommit('');
    }
  }

  if (!api || api.LMSInitialize('') !== 'true') {
    status.textContent = 'No learning system found. / ไม่พบระบบการเรียนรู้';
  } else {
    var name = api.LMSGetValue('cmi.core.student_name');
    var learners = document.querySelectorAll('.learner');
    for (var i = 0; i < learners.length; i += 1) learners[i].textContent = name;
    var lessonStatus = api.LMSGetValue('cmi.core.lesson_status');
    if (lessonStatus === 'not attempted' || lessonStatus === '')
      api.LMSSetValue('cmi.core.lesson_status', 'incomplete');
    status.textContent =
      lessonStatus === 'completed' || lessonStatus === 'passed'
        ? 'You completed this lesson before. / คุณเคยเรียนจบบทเรียนนี้แล้ว'
        : 'Your progress is saved. / ระบบบันทึกความคืบหน้าของคุณแล้ว';
    show(api.LMSGetValue('cmi.core.lesson_location') === '2' ? 2 : 1);
  }

  document.getElementById('next').addEventListener('click', function () {
    show(2);
  });
  document.getElementById('back').addEventListener('click', function () {
    show(1);
  });
  document.getElementById('complete').addEventListener('click', function () {
    if (!api || finished) return;
    api.LMSSetValue('cmi.core.lesson_status', 'completed');
    api.LMSSetValue('cmi.core.score.raw', '100');
    api.LMSSetValue('cmi.core.exit', '');
    api.LMSCommit('');
    api.LMSFinish('');
    finished = true;
    document.getElementById('done').hidden = false;
    document.getElementById('complete').disabled = true;
  });
  window.addEventListener('pagehide', function () {
    if (api && !finished) {
      api.LMSSetValue('cmi.core.exit', 'suspend');
      api.LMSFinish('');
      finished = true;
    }
  });
})();
