/// The one script every page carries (allowed by the page's nonce). It only adds
/// behaviour: tap a phone to dismiss its card, and search the help book offline.
///
/// Search runs on data exported as JSON into `<script type="application/json"
/// id="search-data">` (see `HelpSearchData`): the book's `HelpSearchIndex` as a script
/// queries it, and each article's title, path and page. `HelpSearchScript` answers a query
/// as the index does (typos, stems, prefixes, BM25F ranking), so the box finds what
/// `guidebook search` finds, the same top 10 in the same order. Results are built with `textContent`, never `innerHTML`. The appearance in effect
/// is published on `<html>` as `data-scheme` (light/dark) and `data-background`. `?q=...` in the page's
/// address runs a search on load (deep links and the browser tests use it).
enum HTMLScript {
    static let source = """
        (function () {
          'use strict';
          var root = document.documentElement;
          var dark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
          root.setAttribute('data-scheme', dark ? 'dark' : 'light');
          if (document.body) { root.setAttribute('data-background', getComputedStyle(document.body).backgroundColor); }
          document.querySelectorAll('.screen').forEach(function (screen) {
            screen.addEventListener('click', function () { screen.classList.toggle('dismissed'); });
          });
          var input = document.getElementById('search');
          var data = document.getElementById('search-data');
          var list = document.getElementById('search-results');
          var table = document.getElementById('help-table');
          if (!input || !data || !list || !table) { return; }
          var payload;
          try { payload = JSON.parse(data.textContent); } catch (e) { payload = null; }
          if (!payload || !payload.index) { return; }
          var search = makeSearch(payload.index);
          var articles = payload.articles;
          // The page's search as a function (the parity tests ask it many queries at once).
          window.guidebookSearch = function (query, limit) {
            return search(query, limit).map(function (hit) {
              return { id: articles[hit.document].id, words: hit.words, score: hit.score };
            });
          };
        \(HelpSearchScript.source)
          function run() {
            list.replaceChildren();
            if (!search.hasWords(input.value)) {
              list.hidden = true; table.hidden = false; list.setAttribute('data-count', '0');
              return;
            }
            var found = search(input.value, payload.limit).map(function (hit) { return { entry: articles[hit.document] }; });
            found.forEach(function (hit) {
              var item = document.createElement('li');
              var link = document.createElement('a');
              link.className = 'row';
              link.href = hit.entry.url;
              link.setAttribute('data-id', hit.entry.id);
              var label = document.createElement('span');
              label.className = 'label';
              var title = document.createElement('span');
              title.className = 'title';
              title.textContent = hit.entry.title;
              var path = document.createElement('span');
              path.className = 'path';
              path.textContent = hit.entry.path;
              label.append(title, path);
              link.append(label);
              item.append(link);
              list.append(item);
            });
            if (found.length === 0) {
              var none = document.createElement('li');
              none.className = 'row empty';
              none.textContent = list.getAttribute('data-empty') || '';
              list.append(none);
            }
            list.setAttribute('data-count', String(found.length));
            list.hidden = false; table.hidden = true;
          }
          input.addEventListener('input', run);
          var initial = new URLSearchParams(window.location.search).get('q');
          if (initial !== null) { input.value = initial; run(); }
        })();
        """
}
